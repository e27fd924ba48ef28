@session
Feature: Customer service acting for a member (new ID)
  Customer service staff on Providence and Summit log in with a new-id token and choose the member they
  act for: the subscriber by subscriber ID alone, or a specific member by name and date of birth. The
  dashboard then opens for that member as if they had logged in, without asking for an e-mail address
  (spec sections 2, 4, 5, 6 and 8).

  @providence
  Scenario: Continuing as the subscriber on Providence
    Given the sandbox member "provnewid" of the Providence brand has signed in
    When they continue as the subscriber of the "providence" family
    Then they act for the subscriber of the "providence" family through new ID
    And they land on the home page

  @providence
  Scenario: Choosing a specific member
    Given the sandbox member "provnewid" of the Providence brand has signed in
    When they choose the member with suffix 1 of the "provdep" family by name and date of birth
    Then they act for the member with suffix 1 of the "provdep" family through new ID

  @summit
  Scenario: Continuing as the subscriber on Summit
    Given the sandbox member "summitnewid" of the Summit brand has signed in
    When they continue as the subscriber of the "summit" family
    Then they land on the home page

  @summit
  Scenario Outline: What the new ID form asks for
    Given the sandbox member "summitnewid" of the Summit brand has signed in
    When they <action> with the subscriber ID "<id>", first name "<first>", last name "<last>" and date of birth "<birth>"
    Then the new ID form messages are "<message>"
    And they are still choosing a member

    Examples:
      | action                  | id        | first | last   | birth      | message                                                                            |
      | continue as subscriber  |           |       |        |            | Subscriber ID is a required field                                                   |
      | submit a member         | S12345678 | Anna  |        |            | First name, last name, and date of birth required unless selecting 'Continue as subscriber' |
      | submit a member         | S12345678 | Anna  | Larsen | 2999-01-01 | Date of birth cannot be after today                                                 |
      | continue as subscriber  | S0000000  |       |        |            | Subscriber ID is under the character minimum                                        |
      | continue as subscriber  | S00000000 |       |        |            | No member was found with subscriber ID S00000000.                                   |

  @summit
  Scenario: Keeping the member away from the CRM portal is remembered
    Given the sandbox member "summitnewid" of the Summit brand has signed in
    When they continue as the subscriber of the "summit" family, keeping them away from the CRM portal
    Then navigation to the CRM portal stays blocked for the session

  Scenario Outline: Who may open the new ID screen
    Given a visitor holding <token>
    When they try to open the new ID screen
    Then the new ID screen is <offered>

    Examples:
      | token                                   | offered     |
      | a new-id token from signing in          | offered     |
      | the session token of a logged-in member | offered     |
      | no token                                | not offered |
      | a token that cannot be read             | not offered |
