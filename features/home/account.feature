@home
Feature: The member's account
  The account pages show members what the insurer knows about them and let them change how it reaches
  them: member information with ID cards, settings with the e-mail address and preferences, and eBill
  (spec sections 2, 3, 6 and 7).

  @main @providence
  Scenario Outline: Who sees which settings
    Given the sandbox member "<member>" of the <brand> brand has signed in
    When they open their account settings
    Then the preferences in their settings are "<preferences>"

    Examples:
      | member     | brand      | preferences                                                                                                                     |
      | subscriber | main       | Explanation of benefits (EOB) delivery, Plan news by e-mail, Payment reminders, Automatic payment reminders, Paperless billing, New bill notices |
      | spouse     | main       | Plan news by e-mail                                                                                                             |
      | medicare   | main       | Explanation of benefits (EOB) delivery, Plan news by e-mail, Medicare mailings, Payment reminders, Automatic payment reminders, Paperless billing, New bill notices |
      | providence | Providence | Explanation of benefits (EOB) delivery, Plan news by e-mail                                                                     |
      | portland   | main       | Explanation of benefits (EOB) delivery, Plan news by e-mail, Employer portal notices, Employer portal start page               |

  @main @providence
  Scenario Outline: Settings are hidden from young dependants and from Providence dependants
    Given the sandbox member "<member>" of the <brand> brand has signed in
    When they open their account settings
    Then their account settings are not offered

    Examples:
      | member  | brand      |
      | minor   | main       |
      | provdep | Providence |

  @main
  Scenario: A changed preference stays changed
    Given the sandbox member "subscriber" of the main brand has signed in
    When they turn off the preference "Plan news by e-mail"
    And they open their account settings
    Then the preference "Plan news by e-mail" is off
    And the preference "Explanation of benefits (EOB) delivery" is on

  @main
  Scenario Outline: Each preference starts as the member last chose
    Given the sandbox member "<member>" of the main brand has signed in
    When they open their account settings
    Then the preference "<preference>" is <before>

    Examples:
      | member     | preference                             | before | after |
      | subscriber | Explanation of benefits (EOB) delivery | on     | off   |
      | subscriber | Plan news by e-mail                    | on     | off   |
      | medicare   | Medicare mailings                      | on     | off   |
      | subscriber | Payment reminders                      | on     | off   |
      | subscriber | Automatic payment reminders            | on     | off   |
      | subscriber | Paperless billing                      | on     | off   |
      | subscriber | New bill notices                       | on     | off   |
      | portland   | Employer portal notices                | on     | off   |
      | portland   | Employer portal start page             | off    | on    |
      | spouse     | Plan news by e-mail                    | on     | off   |

  @main
  Scenario Outline: Every preference a member is offered can be changed, and stays changed
    Given the sandbox member "<member>" of the main brand has signed in
    When they turn <after> the preference "<preference>"
    And they open their account settings
    Then the preference "<preference>" is <after>

    Examples:
      | member     | preference                             | before | after |
      | subscriber | Explanation of benefits (EOB) delivery | on     | off   |
      | subscriber | Plan news by e-mail                    | on     | off   |
      | medicare   | Medicare mailings                      | on     | off   |
      | subscriber | Payment reminders                      | on     | off   |
      | subscriber | Automatic payment reminders            | on     | off   |
      | subscriber | Paperless billing                      | on     | off   |
      | subscriber | New bill notices                       | on     | off   |
      | portland   | Employer portal notices                | on     | off   |
      | portland   | Employer portal start page             | off    | on    |
      | spouse     | Plan news by e-mail                    | on     | off   |

  @main
  Scenario: An e-mail address that is not one is refused and nothing changes
    Given the sandbox member "subscriber" of the main brand has signed in
    When they change their e-mail address to "daniel@"
    Then they are told "Invalid email address"
    When they open their account settings
    Then the e-mail address in their settings is "daniel.hollis@example.com"

  @main
  Scenario: A new e-mail address is saved
    Given the sandbox member "subscriber" of the main brand has signed in
    When they change their e-mail address to "dan.hollis@example.org"
    And they open their account settings
    Then the e-mail address in their settings is "dan.hollis@example.org"

  @main
  Scenario Outline: Members see the family members they may see
    Given the sandbox member "<member>" of the main brand has signed in
    When they open their member information
    Then their member information lists "<members>"

    Examples:
      | member     | members                                                               |
      | subscriber | Daniel Hollis, Rebecca Hollis, Maya Hollis, Owen Hollis, Ava Hollis   |
      | spouse     | Rebecca Hollis                                                        |
      | minor      | Ava Hollis                                                            |

  @main
  Scenario: A subscriber may order printed medical and dental ID cards
    Given the sandbox member "subscriber" of the main brand has signed in
    When they open their member information
    Then they may order a printed "medical" or "dental" ID card

  @main
  Scenario: A subscriber e-mails a child's ID card
    Given the sandbox member "subscriber" of the main brand has signed in
    When they e-mail the ID card of "Maya Hollis" to "daniel.hollis@example.com"
    Then the ID card is sent

  @main
  Scenario: A printed ID card is mailed to the address on file
    Given the sandbox member "subscriber" of the main brand has signed in
    When they order a printed "dental" ID card
    Then they are told the card will be mailed to "2417 SE Salmon St"

  @main
  Scenario: An ID card is not e-mailed to an address that is not one
    Given the sandbox member "subscriber" of the main brand has signed in
    When they e-mail the ID card of "Maya Hollis" to "maya at home"
    Then they are told "Invalid email address"

  @main
  Scenario: A termed member is not offered the ID card on their member information
    Given the sandbox member "termed" of the main brand has signed in
    When they open their member information
    Then the ID card is not offered

  @main
  Scenario: A member not yet registered for eBill goes to it for a first visit
    Given the sandbox member "cancelm" of the main brand has signed in
    When they open their eBill page
    Then their eBill page says they are not registered
    When they go to eBill
    Then the eBill page opens for a first visit, signed in, with their brand's theme and a link back

  @main
  Scenario: A member registers for eBill
    Given the sandbox member "cancelm" of the main brand has signed in
    When they register for eBill
    And they open their eBill page
    Then their eBill page says they are registered

  @main
  Scenario: Once registered, eBill opens for a returning visit
    Given the sandbox member "cancelm" of the main brand has signed in
    When they register for eBill
    And they open their eBill page
    And they go to eBill
    Then the eBill page opens for a returning visit

  @main @providence
  Scenario Outline: eBill is not offered without eBill, to termed members or on Providence
    Given the sandbox member "<member>" of the <brand> brand has signed in
    When they open their eBill page
    Then eBill is not offered

    Examples:
      | member     | brand      |
      | nopcp      | main       |
      | termed     | main       |
      | providence | Providence |
