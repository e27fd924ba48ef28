@session
Feature: Adding a missing e-mail address
  A member without an e-mail address on file is asked for one after logging in, unless customer service
  is acting for them through new ID. Once it is saved, they go on to their dashboard (spec sections 4, 5).

  Background:
    Given the sandbox member "noemail" of the main brand has signed in

  Scenario Outline: The address must be given and valid
    When they save the e-mail address "<address>"
    Then the field message is "<message>"
    And nothing is saved and they are still asked for an e-mail address

    Examples:
      | address          | message                          |
      |                  | Email address is a required field |
      | thomas@          | Invalid email address            |
      | thomas@@mail.com | Invalid email address            |

  Scenario: A valid address is saved and the member goes on to their dashboard
    When they save the e-mail address "thomas.whitfield@example.com"
    Then their e-mail address on file is "thomas.whitfield@example.com"
    And they land on the home page

  Scenario: Once an address is on file, the next login is not interrupted
    Given they saved the e-mail address "thomas.whitfield@example.com"
    When they sign in with their password
    Then they land on the home page
