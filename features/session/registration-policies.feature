@session
Feature: The Providence welcome page
  A Providence member who has not confirmed the digital communications policy is welcomed first. They
  must confirm it; subscribers also choose how their explanation of benefits (EOB) arrives, electronically
  by default. Then they go on to their dashboard (spec sections 2, 4 and 5).

  Background:
    Given the sandbox member "provunsigned" of the Providence brand has signed in

  Scenario: A subscriber starts with the policy unconfirmed and electronic EOBs chosen
    When they open the welcome page
    Then the digital communications policy is not yet confirmed
    And they are asked how EOBs should arrive, with "electronically" chosen

  Scenario: The policy must be confirmed
    When they go on with the digital communications policy not confirmed
    Then the policies message is "Please confirm you have read our digital communications policy."
    And they are still on the welcome step

  Scenario Outline: Confirming the policy with a choice of EOB delivery
    When they confirm the policy and choose EOBs "<delivery>"
    Then their EOB delivery from now on is "<delivery>"
    And they land on the home page

    Examples:
      | delivery        |
      | electronically  |
      | on paper        |

  @providence
  Scenario Outline: What the welcome page starts with
    Given a Providence <member> whose policy is <signed> and whose EOB choice is <eob>
    When the dashboard works out their welcome page
    Then the policy starts <checkbox> and the EOB choice starts as <start>

    Examples:
      | member     | signed     | eob          | checkbox  | start          |
      | subscriber | not signed | not made     | unticked  | electronically |
      | subscriber | not signed | on paper     | unticked  | on paper       |
      | subscriber | signed     | electronic   | ticked    | electronically |
      | dependant  | not signed | electronic   | unticked  | not asked      |
      | dependant  | not signed | not made     | unticked  | not asked      |
