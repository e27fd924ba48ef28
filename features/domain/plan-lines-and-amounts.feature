@domain
Feature: Plan lines and amounts
  Members with several plans choose one from a list of plan lines; amounts are shown in US dollars.

  Background:
    Given it is 15 June 2025

  Scenario Outline: A plan line shows the plan's dates, with 'present' for a plan that has not ended
    Given the plan "10001234" "Riverbend Schools" effective "1 January 2024" and ending "<end>"
    Then the plan lines read "<line>"

    Examples:
      | end              | line                                                 |
      | 31 December 2024 | 10001234 Riverbend Schools: 01/01/2024 - 12/31/2024  |
      | 15 June 2025     | 10001234 Riverbend Schools: 01/01/2024 - 06/15/2025  |
      | 16 June 2025     | 10001234 Riverbend Schools: 01/01/2024 - present     |
      | never            | 10001234 Riverbend Schools: 01/01/2024 - present     |

  Scenario Outline: Group names in the plan switcher are shortened past 10 characters
    Given the plan "10001234" "<name>" effective "1 January 2024" and ending "never"
    Then the plan switcher offers "<shown>"

    Examples:
      | name              | shown       |
      | Riverbend         | Riverbend   |
      | Riverbend Schools | Riverbend … |

  Scenario Outline: Amounts are shown in dollars and cents
    Half a cent or more rounds away from zero.

    Then the amount <amount> is shown as "<shown>"

    Examples:
      | amount     | shown         |
      | 1500       | $1,500.00     |
      | 12.5       | $12.50        |
      | 0          | $0.00         |
      | 2.675      | $2.68         |
      | 1.004      | $1.00         |
      | -45.5      | -$45.50       |
      | -0.125     | -$0.13        |
      | 1234567.89 | $1,234,567.89 |
