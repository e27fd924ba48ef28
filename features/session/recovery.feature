@session
Feature: Recovering a username or password
  A member who forgot their username gives their details and is e-mailed it. A member who forgot their
  password gives their username, answers their security question and chooses a new password, which then
  works; it also unlocks an account locked by wrong attempts (spec sections 2 and 7).

  Scenario: A member is e-mailed their username
    Given the sandbox family of "subscriber", whose adult child has no login yet
    When the subscriber asks for their username
    Then their username is on its way by e-mail

  Scenario: No account matches the details
    Given the sandbox family of "subscriber", whose adult child has no login yet
    When the adult child asks for their username
    Then they are told "We could not find an account with those details."

  @main
  Scenario: Resetting a forgotten password starts with the member's security question
    Given the sandbox member "subscriber" of the main brand
    When they ask to reset their password
    Then the security question they are asked reads "What was the name of your first pet?"

  @main
  Scenario: The right answer resets the password, and the new one signs in
    Given the sandbox member "subscriber" of the main brand
    When they ask to reset their password
    And they answer "Biscuit" and choose the new password "Harbor42"
    Then their password is reset
    And signing in with the password "Harbor42" lands on the home page

  @main
  Scenario Outline: What a reset needs
    Given the sandbox member "subscriber" of the main brand
    And they ask to reset their password
    When they answer "<answer>" and choose the new password "<password>", confirmed as "<confirm>"
    Then they are told "<message>"

    Examples:
      | answer  | password | confirm  | message                                 |
      | Rex     | Harbor42 | Harbor42 | That answer does not match our records. |
      |         | Harbor42 | Harbor42 | Answer is a required field              |
      | Biscuit | harbor   | harbor   | Invalid new password                    |
      | Biscuit | Harbor42 | Harbor24 | Passwords do not match                  |

  @main
  Scenario: An unknown username
    Given someone on the main brand whose username "nobodyhere" belongs to no member
    When they ask to reset their password
    Then they are told "We could not find an account with that username."

  @main
  Scenario: A reset unlocks an account locked by wrong attempts
    Given the sandbox member "retry" of the main brand
    And they have locked their account with wrong passwords
    When they ask to reset their password
    And they answer "Biscuit" and choose the new password "Harbor42"
    Then signing in with the password "Harbor42" lands on the home page
