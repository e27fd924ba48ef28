@home
Feature: The member's home page
  After signing in, members land on their home page: a welcome, the notices that concern them (the
  primary care update, their plan's renewal or cancellation, eBill), cards about themselves, their care
  and their benefits, and their programs (spec section 2).

  @main
  Scenario Outline: The primary care update banner runs until 31 March 2025 for members who may choose primary care
    Given it is <day>
    And the sandbox member "<member>" of the main brand has signed in
    When they open their home page
    Then the primary care update banner is <verdict>

    Examples:
      | day             | member     | verdict       |
      | 31 March 2025   | nopcp      | shown         |
      | 1 April 2025    | nopcp      | not shown     |
      | 15 January 2025 | subscriber | shown         |
      | 15 January 2025 | termed     | not shown     |

  @main
  Scenario Outline: The plan management banner says where an individual plan stands
    Given it is 22 November 2026
    And the sandbox member "<member>" of the main brand has signed in
    When they open their home page
    Then the plan management banner reads "<text>"

    Examples:
      | member     | text                                                                                       |
      | subscriber | Reminder: renew, change or cancel your plan before open enrollment ends on December 16, 2026. |
      | cancelm    | Your benefits end on December 31, 2026. Your medical plan will not be renewed.             |
      | canceld    | Your benefits end on December 31, 2026. Your medical and dental plans will not be renewed.  |

  @main
  Scenario: A plan open for renewal links to shopping and the exchange and can be cancelled
    Given it is 22 November 2026
    And the sandbox member "subscriber" of the main brand has signed in
    When they open their home page
    Then the plan management banner links to "Shop for plans" and "HealthCare.gov"
    And they may choose to cancel "Do not renew my medical plan" or "Do not renew my medical and dental plans"

  @main
  Scenario Outline: Only the subscriber may cancel the family's plan
    Given it is 22 November 2026
    And the sandbox member "<member>" of the main brand has signed in
    When they open their home page
    Then <cancelling>

    Examples:
      | member     | cancelling                                                                                |
      | subscriber | they may choose to cancel "Do not renew my medical plan" or "Do not renew my medical and dental plans" |
      | spouse     | a way to cancel the plan is not offered                                                   |
      | minor      | a way to cancel the plan is not offered                                                   |

  @main
  Scenario: A group plan has no plan management banner
    Given the sandbox member "nopcp" of the main brand has signed in
    When they open their home page
    Then the plan management banner is not shown

  @main
  Scenario: Cancelling the plan turns the reminder into the cancellation notice
    Given it is 22 November 2026
    And the sandbox member "subscriber" of the main brand has signed in
    When they cancel their plan choosing "Do not renew my medical and dental plans"
    Then the plan management banner reads "Your benefits end on December 31, 2026. Your medical and dental plans will not be renewed."
    And a way to cancel the plan is not offered

  @main
  Scenario: The cancellation notice stays on the home page
    Given it is 22 November 2026
    And the sandbox member "subscriber" of the main brand has signed in
    When they cancel their plan choosing "Do not renew my medical and dental plans"
    And they open their home page
    Then the plan management banner reads "Your benefits end on December 31, 2026. Your medical and dental plans will not be renewed."

  @main @summit @providence
  Scenario Outline: Featured programs and shortcut tiles depend on the member
    Given the sandbox member "<member>" of the <brand> brand has signed in
    When they open their home page
    Then the featured programs are "<featured>"
    And the shortcut tiles are "<shortcuts>"

    Examples:
      | member     | brand      | featured                                                                     | shortcuts                                |
      | subscriber | main       | Cost estimator, Call a nurse, Text a doctor, Dental cost estimator, Mobile therapy | All programs, eBill, Outline of Coverage |
      | nopcp      | main       | Cost estimator, Call a nurse, Dental cost estimator, Find a dentist          | All programs                             |
      | termed     | main       | nothing                                                                      | nothing                                  |
      | summit     | Summit     | Call a nurse, Text a doctor, Mobile therapy                                  | All programs                             |
      | providence | Providence | nothing                                                                      | nothing                                  |

  @main
  Scenario: Programs on other sites are marked as leaving the dashboard
    Given the sandbox member "subscriber" of the main brand has signed in
    When they open their home page
    Then the program "Text a doctor" on their home page leads to another site
    And the program "Call a nurse" on their home page stays in the dashboard

  @main
  Scenario Outline: The primary care tile names the provider or offers to choose one
    Given the sandbox member "<member>" of the main brand has signed in
    When they open their home page
    Then their primary care tile <tile>

    Examples:
      | member     | tile                                                                        |
      | subscriber | names their provider                                                        |
      | spouse     | names their provider                                                        |
      | nopcp      | offers to select primary care for themselves                                |
      | termed     | is not shown                                                                |

  @main
  Scenario Outline: The member information tile names the right identifier
    Given the sandbox member "<member>" of the main brand has signed in
    When they open their home page
    Then their member information tile shows the <label> "<value>"

    Examples:
      | member     | label         | value     |
      | subscriber | Subscriber ID | M10458231 |
      | local598   | Employee ID   | 598-20417 |

  @main
  Scenario: A member downloads their ID card as a PDF
    Given the sandbox member "subscriber" of the main brand has signed in
    When they open their home page
    And they download their ID card
    Then a PDF of their ID card is shown in a new window

  @main
  Scenario: A termed member is not offered the ID card
    Given the sandbox member "termed" of the main brand has signed in
    When they open their home page
    Then the ID card is not offered

  @main
  Scenario: The dental limit tile shows what is met of the annual maximum
    Given the sandbox member "subscriber" of the main brand has signed in
    When they open their home page
    Then their dental limit tile shows "$385.00" met of "$1,500.00" with "$1,115.00" remaining

  @main @providence
  Scenario Outline: Cards for some groups only
    Given the sandbox member "<member>" of the <brand> brand has signed in
    When they open their home page
    Then the <card> is <verdict>

    Examples:
      | member     | brand      | verdict       | card                             |
      | pci        | main       | shown         | Preventive Care Initiative card  |
      | subscriber | main       | not shown     | Preventive Care Initiative card  |
      | providence | Providence | shown         | Providence dental tile           |
      | subscriber | main       | not shown     | Providence dental tile           |
      | cancelm    | main       | shown         | eBill alert                      |
      | subscriber | main       | not shown     | eBill alert                      |

  @main
  Scenario Outline: The City of Portland card gives the due date or says it is unavailable
    Given it is 22 November 2026
    And the sandbox member "<member>" of the main brand has signed in
    When they open their home page
    Then their City of Portland card reads "<text>"

    Examples:
      | member     | text                                                                                        |
      | portland   | Plan year 2026-2027: your enrollment items are due by January 6, 2027.                      |
      | noportland | Your due date information is unavailable right now. Please contact your advocate for help. |

  @main
  Scenario: Members outside the City of Portland get no City of Portland card
    Given the sandbox member "subscriber" of the main brand has signed in
    When they open their home page
    Then the City of Portland card is not shown
