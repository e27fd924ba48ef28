@domain
Feature: Family plan eligibility
  Each family member has eligibility rows per product category. A row is active when it started and has
  not ended, future when it has not started, termed otherwise. Termed rows only count when they ended after
  the start of the year two years ago. The row shown for a member prefers active, then future, then
  termed coverage, and within those the most recent effective date.

  Background:
    Given it is 15 June 2025

  Scenario Outline: A family eligibility row is active, future or termed
    Given a coverage effective "<effective>" and terminating "<termed>"
    When the dashboard works out the coverage status on the family plan
    Then the coverage status is "<status>"

    Examples:
      | effective      | termed       | status |
      | 15 June 2025   | never        | active |
      | 1 January 2024 | 16 June 2025 | active |
      | 1 January 2024 | 15 June 2025 | termed |
      | 16 June 2025   | never        | future |

  Scenario Outline: Termed coverage only counts when it ended after the start of the year two years ago
    Given a coverage effective "1 January 2020" and terminating "<termed>"
    Then the coverage <counts> as termed eligible on the family plan

    Examples:
      | termed           | counts         |
      | 2 January 2023   | counts         |
      | 1 January 2023   | does not count |
      | 31 December 2022 | does not count |

  Scenario Outline: The row shown for a member prefers active, then future, then termed coverage
    Given the member's medical eligibility rows are:
      | effective   | termed   |
      | <first>     | <until1> |
      | <second>    | <until2> |
    When the dashboard works out the member's medical eligibility
    Then the effective day of the row shown is "<shown>"

    Examples:
      | first          | until1           | second           | until2       | shown            |
      | 1 January 2023 | 31 December 2024 | 1 January 2025   | never        | 1 January 2025   |
      | 1 January 2023 | 31 December 2024 | 1 September 2025 | never        | 1 September 2025 |
      | 1 January 2025 | never            | 1 September 2025 | never        | 1 January 2025   |
      | 1 January 2022 | 30 June 2023     | 1 January 2023   | 31 May 2025  | 1 January 2023   |
      | 1 January 2024 | 1 January 2026   | 1 March 2025     | never        | 1 March 2025     |

  Scenario: Coverage that ended long ago is not shown
    Given the member's medical eligibility rows are:
      | effective      | termed           |
      | 1 January 2019 | 31 December 2020 |
    When the dashboard works out the member's medical eligibility
    Then an eligibility row is not shown

  Scenario: Rows of other categories are not considered
    Given the member's dental eligibility rows are:
      | effective      | termed |
      | 1 January 2025 | never  |
    When the dashboard works out the member's medical eligibility
    Then an eligibility row is not shown
