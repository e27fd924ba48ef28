@domain
Feature: Form checks and their messages
  Forms check what members type before anything is sent, and say what is wrong in plain words.

  Background:
    Given it is 15 June 2025

  Scenario Outline: Each field says what is wrong with it
    When "<value>" is typed as the <field>
    Then the field message is "<message>"

    Examples: Password (6 to 15 letters or digits, at least one digit)
      | field    | value            | message                                              |
      | password |                  | Password is a required field                         |
      | password | abc1             | Password is under the character minimum              |
      | password | abcdefghijklmn12 | Password exceeds the maximum number of characters    |
      | password | abcdefgh         | Invalid password                                     |
      | password | abc12!           | Invalid password                                     |

    Examples: Names (letters and ' , ` - . or space, starting with a letter or ' , ` -; at most 30)
      | field      | value                           | message                                               |
      | first name |                                 | First name is a required field                        |
      | first name | Av3ry                           | Invalid first name                                    |
      | first name | .Avery                          | Invalid first name                                    |
      | first name | Abcdefghijklmnopqrstuvwxyzabcde | First name exceeds the maximum number of characters   |

    Examples: Username (3 to 16 letters or digits)
      | field    | value             | message                                            |
      | username |                   | Username is a required field                       |
      | username | ab                | Username is under the character minimum            |
      | username | abcdefghijklmnopq | Username exceeds the maximum number of characters  |
      | username | avery.l           | Invalid username                                   |

    Examples: Short text (3 to 30 characters)
      | field           | value                           | message                                                  |
      | security answer |                                 | Security answer is a required field                      |
      | security answer | ab                              | Security answer is under the character minimum           |
      | security answer | a very long answer to a question | Security answer exceeds the maximum number of characters |

    Examples: Subscriber ID (9 to 10 letters or digits)
      | field         | value       | message                                                 |
      | subscriber ID |             | Subscriber ID is a required field                       |
      | subscriber ID | SUB1234     | Subscriber ID is under the character minimum            |
      | subscriber ID | SUB12345678 | Subscriber ID exceeds the maximum number of characters  |
      | subscriber ID | SUB-123456  | Invalid subscriber id                                   |

    Examples: Email address
      | field         | value          | message                           |
      | email address |                | Email address is a required field |
      | email address | avery@example  | Invalid email address             |
      | email address | avery.example.com | Invalid email address          |

    Examples: Date of birth (not after today)
      | field         | value      | message                             |
      | date of birth |            | Date of birth is a required field   |
      | date of birth | 02/30/1990 | Invalid date of birth               |
      | date of birth | 06/16/2025 | Date of birth cannot be after today |

  Scenario Outline: Good values pass their field's checks
    When "<value>" is typed as the <field>
    Then the field has no message

    Examples:
      | field           | value                    |
      | password        | Sandbox1                 |
      | password        | abcde1                   |
      | first name      | O'Brien-Smith, Jr.       |
      | username        | subscriber               |
      | security answer | Blue                     |
      | subscriber ID   | SUB1234567               |
      | email address   | avery.lindqvist@example.com |
      | date of birth   | 06/15/2025               |

  Scenario Outline: The login form needs a username and a password
    When the login form is checked with username "<username>" and password "<password>"
    Then the login form messages are "<messages>"

    Examples:
      | username   | password | messages                                                   |
      |            |          | Username is a required field; Password is a required field |
      | subscriber |          | Password is a required field                               |
      |            | Sandbox1 | Username is a required field                               |
      | subscriber | Sandbox1 | nothing                                                    |

  Scenario Outline: The registration policies need the digital communications policy confirmed
    When they go on with the digital communications policy <confirmed>
    Then the policies message is "<message>"

    Examples:
      | confirmed     | message                                                           |
      | not confirmed | Please confirm you have read our digital communications policy. |
      | confirmed     | nothing                                                           |

  Scenario Outline: A new ID for a specific member needs all of their details
    When they <action> with the subscriber ID "SUB1234567", first name "<first>", last name "<last>" and date of birth "<birth>"
    Then the new ID form messages are "<messages>"

    Examples:
      | first | last      | birth      | action                 | messages |
      | Avery | Lindqvist | 05/20/1980 | submit a member        | nothing  |
      |       | Lindqvist | 05/20/1980 | submit a member        | First name, last name, and date of birth required unless selecting 'Continue as subscriber' |
      | Avery |           | 05/20/1980 | submit a member        | First name, last name, and date of birth required unless selecting 'Continue as subscriber' |
      | Avery | Lindqvist |            | submit a member        | First name, last name, and date of birth required unless selecting 'Continue as subscriber' |
      |       |           |            | continue as subscriber | nothing  |
      | Avery | Lindqvist | 06/16/2025 | submit a member        | Date of birth cannot be after today |

  Scenario Outline: Date ranges end after they start, and the strict ones reach back at most two years
    When a <kind> date range from "<start>" to "<end>" is checked
    Then the date range message is "<message>"

    Examples:
      | kind   | start          | end            | message                                       |
      | plain  | 1 January 2025 | 2 January 2025 | nothing                                       |
      | plain  | 1 January 2025 | 1 January 2025 | End date must be after the start date         |
      | plain  | 2 January 2025 | 1 January 2025 | End date must be after the start date         |
      | strict | 15 June 2023   | 1 January 2025 | nothing                                       |
      | strict | 14 June 2023   | 1 January 2025 | Start date cannot be more than two years ago  |

  Scenario Outline: A confirmation must match
    When "<first>" is confirmed as "<second>"
    Then the confirmation check says "<result>"

    Examples:
      | first    | second   | result   |
      | Sandbox1 | Sandbox1 | nothing  |
      | Sandbox1 | sandbox1 | mismatch |

  Scenario Outline: Adults are 18 from their 18th birthday
    When the date of birth "<birth>" is checked for an adult
    Then the adult check says "<result>"

    Examples:
      | birth        | result                             |
      | 15 June 2007 | nothing                            |
      | 16 June 2007 | You must be at least 18 years old  |
