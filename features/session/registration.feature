@session
Feature: Creating an account
  A member without a login creates one: they say who they are, choose a username and password, answer two
  security questions and confirm the digital communications policy. The insurer checks the details and
  the username as they go; its refusals are shown on the form (spec sections 2, 5, 7 and 8).

  Background:
    Given the sandbox family of "subscriber", whose adult child has no login yet

  Scenario: An adult member creates an account and logs in with it
    When the adult child registers with the username "owenhollis" and the password "Harbor42"
    Then their account is created
    And signing in as "owenhollis" with the password "Harbor42" lands on the home page

  Scenario: Children under 18 cannot create an account
    When the 12-year-old child gives their details to register
    Then they are told "You must be at least 18 years old to create an account"

  Scenario: A member who already has an account is sent to recovery
    When the subscriber gives their details to register
    Then they are told "An account already exists for this member. Use forgot username or forgot password instead."

  Scenario Outline: The username and password are checked
    When the adult child chooses the username "<username>" with the password "<password>" confirmed as "<confirm>"
    Then they are told "<message>"

    Examples:
      | username   | password | confirm  | message                                    |
      | subscriber | Harbor42 | Harbor42 | That username is already taken.            |
      | ow         | Harbor42 | Harbor42 | Username is under the character minimum    |
      | owen.h     | Harbor42 | Harbor42 | Invalid username                           |
      | owenhollis | harbor   | harbor   | Invalid password                           |
      | owenhollis | Harbor42 | Harbor43 | Passwords do not match                     |

  Scenario: Two different security questions are needed
    When the adult child answers the same security question twice
    Then the registration stops at the security questions

  Scenario: The digital communications policy must be confirmed
    When the adult child registers without confirming the digital communications policy
    Then the registration stops at the communication policy

  Scenario: The same member cannot register twice
    Given the adult child registered with the username "owenhollis" and the password "Harbor42"
    When the adult child registers with the username "owenhollis2" and the password "Harbor42"
    Then the registration goes back to their details saying "An account already exists for this member. Use forgot username or forgot password instead."
