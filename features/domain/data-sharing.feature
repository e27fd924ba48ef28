@domain
Feature: Who controls a member's data-sharing choices
  A member's data-sharing choices (the apps they connected, Provider Access, consent to share with a previous
  or next plan) are theirs. An adult, subscriber or dependant, controls their own and nobody else changes
  them; the subscriber controls those of the family's minors; a minor sees theirs without changing them.
  A connected app's grant has ended once it is revoked or its end day has passed, and ended grants stay
  listed as ended. The history of changes reads newest first.

  Background:
    Given it is 15 June 2025

  Scenario Outline: Who sees and changes whose choices
    Given a family of a subscriber aged 45, a spouse aged 43, a child aged 12 and a child aged 20
    When the <member> looks at the data-sharing choices of the <other>
    Then they may <control> those choices

    Examples:
      | member      | other       | control               |
      | subscriber  | subscriber  | see and change        |
      | subscriber  | spouse      | neither see nor change |
      | subscriber  | child of 12 | see and change        |
      | subscriber  | child of 20 | neither see nor change |
      | spouse      | spouse      | see and change        |
      | spouse      | child of 12 | neither see nor change |
      | child of 20 | child of 20 | see and change        |
      | child of 12 | child of 12 | see but not change    |

  Scenario: The subscriber manages their own choices and those of the family's minors, themselves first
    Given a family of a subscriber aged 45, a spouse aged 43, a child aged 12 and a child aged 20
    When the subscriber opens their data-sharing choices
    Then the choices offered are those of "subscriber, child of 12"

  Scenario Outline: A connected app's grant ends when it is revoked or when its end day has passed
    Given a connected app "HealthLink Records" whose grant ends on <ends> and that was <revoked>
    Then their connected apps read "HealthLink Records (<status>)"

    Examples:
      | ends          | revoked                | status  |
      | 15 June 2025  | never revoked          | active  |
      | 14 June 2025  | never revoked          | ended   |
      | 1 August 2026 | revoked on 2 June 2025 | revoked |

  Scenario: The history of changes reads newest first
    Given their data-sharing changes "opted out of Provider Access at 09:00, revoked HealthLink Records at 09:05, consented to sharing with another plan at 08:30"
    Then the history of their data-sharing choices reads "revoked HealthLink Records, opted out of Provider Access, consented to sharing with another plan"
