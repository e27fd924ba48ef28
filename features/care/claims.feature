@care
Feature: Claims, EOBs and pharmacy claims
  Members see their claims: the subscriber the whole family's, a dependant only their own, so that an
  adult dependant's care stays private. Claims are listed newest first and can be narrowed by member,
  claim type and dates of service. The dates follow the stricter range rule of spec section 5: the end
  after the start, and the start no earlier than the start of the day two years ago. EOBs are for
  subscribers only; Navitus members see their pharmacy claims on the Navitus page.

  @main
  Scenario: The subscriber sees the whole family's claims, newest first
    Given the sandbox member "subscriber" of the main brand has signed in
    When they open their claims
    Then the members shown are "Daniel, Rebecca, Maya, Owen, Ava"
    And the claims are listed newest first

  @main @providence
  Scenario Outline: A dependant sees only their own claims
    Given the sandbox member "<member>" of the <brand> brand has signed in
    When they open their claims
    Then the members shown are "<name>"
    And the claims' member filter offers "<name>"

    Examples:
      | member  | brand      | name    |
      | spouse  | main       | Rebecca |
      | minor   | main       | Ava     |
      | provdep | Providence | Emily   |

  @main
  Scenario: A dependant cannot open the subscriber's claim
    Given the sandbox member "spouse" of the main brand has signed in
    When they open one of the subscriber's claims
    Then that claim is not found for them

  @main
  Scenario: A termed member still sees their claims
    Given the sandbox member "termed" of the main brand has signed in
    When they open their claims
    Then the members shown are "Kenji, Emiko"

  @main
  Scenario: Narrowing the claims to one member, one type and a period
    Given it is 20 November 2025
    And the sandbox member "subscriber" of the main brand has signed in
    When they look at the "dental" claims of Maya from "01/01/2025" to "06/30/2025"
    Then every claim shown is a "dental" claim of Maya with a date of service from 1 January 2025 to 30 June 2025

  @main
  Scenario Outline: The period follows the stricter date range rule
    Given it is 20 November 2025
    And the sandbox member "subscriber" of the main brand has signed in
    When they look at their claims from "<start>" to "<end>"
    Then the claims filter says "<message>"

    Examples:
      | start      | end        | message                                      |
      | 11/20/2023 | 11/19/2025 | nothing                                      |
      | 2023-11-20 |            | nothing                                      |
      | 11/19/2023 | 11/19/2025 | Start date cannot be more than two years ago |
      | 06/30/2025 | 06/30/2025 | End date must be after the start date        |
      | 07/01/2025 | 06/30/2025 | End date must be after the start date        |
      | 13/45/2025 | 06/30/2025 | Invalid start date                           |
      | 06/30/2025 | 06/31/2025 | Invalid end date                             |

  @main
  Scenario: The subscriber's EOBs come as PDF documents
    Given the sandbox member "subscriber" of the main brand has signed in
    When they open their EOBs
    Then their EOBs are listed newest first
    And the newest EOB opens as a PDF document

  @main
  Scenario: A dependant has no EOBs
    Given the sandbox member "spouse" of the main brand has signed in
    When they open their EOBs
    Then their EOBs are not offered

  @main
  Scenario: A Navitus member sees pharmacy claims and the way to Navitus
    Given the sandbox member "navitus" of the main brand has signed in
    When they open their pharmacy benefits through Navitus
    Then they see pharmacy claims from Navitus
    And the Navitus member site is offered

  @main
  Scenario: A member without the Navitus program has no Navitus page
    Given the sandbox member "subscriber" of the main brand has signed in
    When they open their pharmacy benefits through Navitus
    Then their pharmacy benefits through Navitus are not offered
