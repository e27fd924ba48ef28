@session
Feature: Changing the password
  A member whose account status is INI must change their password after logging in; then they go on to
  their dashboard. Passwords are 6 to 15 letters or digits with at least one digit (spec sections 4, 5).

  Background:
    Given the sandbox member "newuser" of the main brand has signed in

  Scenario Outline: The new password follows the rules and is confirmed
    When they change their password from "<current>" to "<new>", confirmed as "<confirm>"
    Then they are told "<message>"

    Examples:
      | current  | new              | confirm          | message                                          |
      |          | Harbor42         | Harbor42         | Current password is a required field             |
      | Sandbox1 | Harb4            | Harb4            | New password is under the character minimum      |
      | Sandbox1 | Harbor42Harbor42 | Harbor42Harbor42 | New password exceeds the maximum number of characters |
      | Sandbox1 | Harborside       | Harborside       | Invalid new password                             |
      | Sandbox1 | Harbor42         | Harbor24         | Passwords do not match                           |
      | Wrong123 | Harbor42         | Harbor42         | Your current password is incorrect.              |
      | Sandbox1 | Sandbox1         | Sandbox1         | Choose a password you have not used before.      |

  Scenario: A changed password takes the member home and works from then on
    When they change their password from "Sandbox1" to "Harbor42", confirmed as "Harbor42"
    Then they land on the home page
    And signing in with the password "Harbor42" lands on the home page
    And the password "Sandbox1" no longer works
