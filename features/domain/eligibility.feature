@domain
Feature: Eligibility status
  A member's coverage in each category (medical, dental, vision, pharmacy) is Active, Future, Termed or
  Ineligible. Coverage starts on its effective date and ends on its termination date: the effective date
  is the first covered day, the termination date the first day no longer covered.

  Background:
    Given it is 15 June 2025

  Scenario Outline: The status of a coverage follows its dates
    Given a coverage effective "<effective>" and terminating "<termination>"
    When the dashboard works out the coverage status
    Then the coverage status is "<status>"

    Examples:
      | effective      | termination  | status |
      | 16 June 2025   | never        | Future |
      | 15 June 2025   | never        | Active |
      | 1 January 2020 | never        | Active |
      | 1 January 2024 | 16 June 2025 | Active |
      | 1 January 2024 | 15 June 2025 | Termed |
      | 1 January 2023 | 1 March 2024 | Termed |

  Scenario: A coverage the member is not eligible for is Ineligible, whatever its dates
    Given a coverage the member is not eligible for
    When the dashboard works out the coverage status
    Then the coverage status is "Ineligible"

  Scenario: No coverage record at all is Ineligible
    Given no coverage record
    When the dashboard works out the coverage status
    Then the coverage status is "Ineligible"

  Scenario Outline: A termed member has coverage, but none of it active or future
    Given a member whose medical coverage is <medical> and dental coverage is <dental>
    When the dashboard works out the member's enrolment
    Then the member <is termed> a termed member
    And the member <has any> some eligibility

    Examples:
      | medical      | dental | is termed | has any  |
      | termed       | termed | is        | has      |
      | termed       | none   | is        | has      |
      | termed       | active | is not    | has      |
      | termed       | future | is not    | has      |
      | none         | none   | is not    | has no   |
      | not eligible | none   | is not    | has no   |
