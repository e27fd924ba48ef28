@shell
Feature: The app shell's menus for each kind of member
  Every logged-in page is framed by the top navigation, the account settings menu, the benefits menu,
  a bottom navigation on phones and the global alerts. What they offer follows the member's brand, role
  in the family, age and coverage; visitors who are not logged in see only Log in and Contact us.

  @main @summit @providence
  Scenario Outline: The top navigation and the phone bottom navigation
    Given the sandbox member "<member>" of the <brand> brand has signed in
    When their menus are built
    Then their top navigation reads "<top navigation>"
    And their phone bottom navigation reads "<bottom navigation>"
    And their utility menu reads "Contact us, Log out"

    Examples:
      | member     | brand      | top navigation                                  | bottom navigation                      |
      | subscriber | main       | Home, Account, Benefits, Find care, Claims/EOBs | Home, Benefits, Find care, Claims/EOBs |
      | spouse     | main       | Home, Account, Benefits, Find care, Claims      | Home, Benefits, Find care, Claims      |
      | minor      | main       | Home, Account, Benefits, Find care, Claims      | Home, Benefits, Find care, Claims      |
      | termed     | main       | Home, Account, Claims/EOBs                      | Home, Claims/EOBs                      |
      | future     | main       | Home, Account, Benefits, Find care, Claims/EOBs | Home, Benefits, Find care, Claims/EOBs |
      | group4760  | main       | Home, Account, Benefits, Find care, Claims/EOBs | Home, Benefits, Find care, Claims/EOBs |
      | summit     | Summit     | Home, Account, Benefits, Find care, Claims/EOBs | Home, Benefits, Find care, Claims/EOBs |
      | providence | Providence | Home, Account, Benefits, Find care, Claims/EOBs | Home, Benefits, Find care, Claims/EOBs |
      | provdep    | Providence | Home, Account, Benefits, Find care, Claims      | Home, Benefits, Find care, Claims      |
      | medicare   | main       | Home, Account, Benefits, Find care, Claims/EOBs | Home, Benefits, Find care, Claims/EOBs |
      | navitus    | main       | Home, Account, Benefits, Find care, Claims/EOBs | Home, Benefits, Find care, Claims/EOBs |

  @main @summit @providence
  Scenario Outline: The account settings menu hides what the member may not use
    Given the sandbox member "<member>" of the <brand> brand has signed in
    When their menus are built
    Then their account settings menu reads "<account menu>"

    Examples:
      | member     | brand      | account menu                                                                                                                             |
      | subscriber | main       | Summary, Member information, Settings, Member plan benefits, eBill, Data sharing, Messages, Appeals and complaints, Help center, Log out |
      | spouse     | main       | Summary, Member information, Settings, Member plan benefits, Data sharing, Messages, Appeals and complaints, Help center, Log out        |
      | minor      | main       | Summary, Member information, Member plan benefits, Data sharing, Messages, Appeals and complaints, Help center, Log out                  |
      | termed     | main       | Summary, Member information, Settings, Member plan benefits, Data sharing, Messages, Appeals and complaints, Help center, Log out        |
      | future     | main       | Summary, Member information, Settings, Member plan benefits, Data sharing, Messages, Appeals and complaints, Help center, Log out        |
      | group4760  | main       | Summary, Member information, Settings, Member plan benefits, Data sharing, Messages, Appeals and complaints, Help center, Log out        |
      | summit     | Summit     | Summary, Member information, Settings, Member plan benefits, Data sharing, Messages, Appeals and complaints, Help center, Log out        |
      | providence | Providence | Summary, Member information, Settings, Member plan benefits, Data sharing, Messages, Appeals and complaints, Help center, Log out        |
      | provdep    | Providence | Summary, Member information, Member plan benefits, Data sharing, Messages, Appeals and complaints, Help center, Log out                  |

  @main @summit @providence
  Scenario Outline: The benefits menu, in category order, per brand
    Summit and group 10004760 get the reduced menu; Providence (a dental plan here) the category pages only.
    Given the sandbox member "<member>" of the <brand> brand has signed in
    When their menus are built
    Then their benefits menu reads "<benefits menu>"

    Examples:
      | member     | brand      | benefits menu                                                                |
      | subscriber | main       | Medical, Dental, Vision, Pharmacy, Programs, Referrals, Member Handbooks     |
      | spouse     | main       | Medical, Dental, Vision, Pharmacy, Programs, Referrals, Member Handbooks     |
      | minor      | main       | Medical, Dental, Vision, Pharmacy, Programs, Referrals, Member Handbooks     |
      | future     | main       | Medical, Dental, Vision, Pharmacy, Programs, Member Handbooks                |
      | group4760  | main       | Benefits, Programs, Referrals, Member Handbooks                              |
      | summit     | Summit     | Benefits, Programs, Referrals, Member Handbooks                              |
      | providence | Providence | Dental                                                                       |
      | provdep    | Providence | Dental                                                                       |

  @main
  Scenario: Subscribers find Claims and EOBs under Claims/EOBs; dependants have a plain Claims link
    Given the sandbox member "subscriber" of the main brand has signed in
    When their menus are built
    Then the "Claims/EOBs" menu of their top navigation reads "Claims, EOBs"
    And the "Find care" menu of their top navigation reads "Resources, Primary care, Find a dentist, Cost estimator, Authorizations"

  @main
  Scenario: A dependant's Claims opens no sub-menu
    Given the sandbox member "spouse" of the main brand has signed in
    When their menus are built
    Then the "Claims" menu of their top navigation reads "nothing"

  @main @providence
  Scenario Outline: The footer's site map on desktop lists the pages of the member's menus, without Log out
    Given the sandbox member "<member>" of the <brand> brand has signed in
    When their menus are built
    Then their desktop footer's site map reads "<site map>"

    Examples:
      | member     | brand      | site map                                                                                                                                                                                                                                                                                                                                              |
      | subscriber | main       | Home; Account (Summary, Member information, Settings, Member plan benefits, eBill, Data sharing, Messages, Appeals and complaints, Help center); Benefits (Medical, Dental, Vision, Pharmacy, Programs, Referrals, Member Handbooks); Find care (Resources, Primary care, Find a dentist, Cost estimator, Authorizations); Claims/EOBs (Claims, EOBs) |
      | termed     | main       | Home; Account (Summary, Member information, Settings, Member plan benefits, Data sharing, Messages, Appeals and complaints, Help center); Claims/EOBs (Claims, EOBs)                                                                                                                                                                                  |
      | provnewid  | Providence | nothing                                                                                                                                                                                                                                                                                                                                               |

  @main
  Scenario: A termed member is warned on every page that they are not enrolled
    Given the sandbox member "termed" of the main brand has signed in
    When their menus are built
    Then every page warns them "You are not currently enrolled in a plan", without a way to dismiss it

  @main @providence
  Scenario Outline: Enrolled members and members whose coverage starts soon get no such warning
    Given the sandbox member "<member>" of the <brand> brand has signed in
    When their menus are built
    Then a global alert is not shown

    Examples:
      | member     | brand      |
      | subscriber | main       |
      | future     | main       |
      | providence | Providence |

  @providence
  Scenario: Staff holding a new-id token on Providence see no member menus and no logged-out menus
    Given the sandbox member "provnewid" of the Providence brand has signed in
    When their menus are built
    Then member menus are not offered
    And their utility menu reads "nothing"
    And a global alert is not shown

  @main
  Scenario: A member with one plan is not offered the plan switcher
    Given the sandbox member "subscriber" of the main brand has signed in
    When their menus are built
    Then the plan switcher is not offered

  @main
  Scenario: A member with two plans is offered both in the header's plan switcher
    Given the sandbox member "multigroup" of the main brand has signed in
    And they entered the dashboard with the plan "Rose City Architects"
    When their menus are built
    Then the plan switcher offers "Rose City …, Pacific Cr…"
    And the plan switcher's current plan is "Rose City …"
    And the plan lines read "10003311 Rose City Architects: 01/01/2023 - present, 10005120 Pacific Crest Staffing: 01/01/2023 - present"

  @main
  Scenario: Switching plans from the header leaves the current plan's session
    Given the sandbox member "multigroup" of the main brand has signed in
    And they entered the dashboard with the plan "Rose City Architects"
    When their menus are built
    And they switch to the plan "Pacific Crest Staffing" from the header
    Then their token is posted to single sign-on

  @main
  Scenario: A member whose coverage starts next month can find care, but estimates costs only once covered
    Given the sandbox member "future" of the main brand has signed in
    When their menus are built
    Then their find care menu reads "Resources, Primary care, Find a dentist, Authorizations"
