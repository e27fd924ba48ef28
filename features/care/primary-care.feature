@care
Feature: Primary care providers
  Members of a plan with primary care choose the provider they see first. The provider shown for a day is
  the selection whose period covers it: it began on or before the day and ends after it (spec section 4).
  A subscriber sees the family's providers; a dependant only their own.

  Scenario Outline: The provider on a day is the selection that began on or before it and ends after it
    Given a primary care history of "Harold Jensen" from 1 January 2024 to 1 March 2025 then "Amelia Ortiz" from 1 March 2025
    When the provider on <day> is read from that history
    Then the provider of that day is "<provider>"

    Examples:
      | day              | provider      |
      | 31 December 2023 | nobody        |
      | 1 January 2024   | Harold Jensen |
      | 28 February 2025 | Harold Jensen |
      | 1 March 2025     | Amelia Ortiz  |
      | 1 March 2030     | Amelia Ortiz  |

  @main
  Scenario: The subscriber sees each family member's provider
    Given the sandbox member "subscriber" of the main brand has signed in
    When they open their family's primary care
    Then the members shown are "Daniel, Rebecca, Maya, Owen, Ava"
    And Daniel sees "Amelia Ortiz" as their primary care provider

  @main
  Scenario: The subscriber sees past providers and who has none
    Given the sandbox member "subscriber" of the main brand has signed in
    When they open their family's primary care
    Then Daniel had "Harold Jensen" before, ended because "Provider retired"
    And Maya has no primary care provider

  @main
  Scenario: A dependant sees only their own primary care
    Given the sandbox member "spouse" of the main brand has signed in
    When they open their family's primary care
    Then the members shown are "Rebecca"

  @main
  Scenario: Members of a primary care plan may choose a provider from today
    Given the sandbox member "nopcp" of the main brand has signed in
    When they open their family's primary care
    Then Ravi may choose a provider from today
    And Dev may choose a provider from today

  @main
  Scenario: A member whose coverage has not started chooses a provider from the day it starts
    Given the sandbox member "future" of the main brand has signed in
    When they open their family's primary care
    Then Sofia may choose a provider from the first of next month

  @main
  Scenario: One provider chosen for two members in one request
    Given the sandbox member "nopcp" of the main brand has signed in
    When they choose the provider "P104577" for "Ravi, Dev" with the confirmation sent to "ravi.patel@example.com"
    Then the selection request names "Ravi, Dev" from today, the provider "P104577" and the e-mail "ravi.patel@example.com"
    And Ravi sees "Tuan Nguyen" as their primary care provider
    And Dev sees "Tuan Nguyen" as their primary care provider

  @main
  Scenario: A family member left out of the choice keeps no provider
    Given the sandbox member "nopcp" of the main brand has signed in
    When they choose the provider "P104577" for "Ravi, Dev" with the confirmation sent to "ravi.patel@example.com"
    Then Anjali has no primary care provider

  @main
  Scenario: The confirmation e-mail is optional
    Given the sandbox member "nopcp" of the main brand has signed in
    When they choose the provider "P104592" for "Anjali" with no confirmation e-mail
    Then the selection request names "Anjali" from today, the provider "P104592" and no e-mail

  @main
  Scenario Outline: A selection the rules refuse is not sent
    Given the sandbox member "<member>" of the main brand has signed in
    When they choose the provider "P104577" for "<members>" with the confirmation sent to "<email>"
    Then the refusal of the selection reads "<message>"

    Examples:
      | member | members | email            | message                                          |
      | nopcp  |         | ravi@example.com | Choose at least one member                       |
      | nopcp  | Ravi    | not-an-address   | Invalid email address                            |
      | termed | Kenji   | kenji@example.com | Kenji Nakamura cannot choose a primary care provider |

  @main
  Scenario: A former provider the directory no longer lists keeps the name from the history
    Given the sandbox member "subscriber" of the main brand has signed in
    When they look up the provider "P100017" known as "Harold Jensen"
    Then the provider found is "Harold Jensen" and nothing else is known about them

  @main
  Scenario: A provider looked up by id alone that the directory does not list is not found
    Given the sandbox member "subscriber" of the main brand has signed in
    When they look up the provider "P100017" by id alone
    Then no provider is found

  @main
  Scenario: A provider the directory lists comes with their details
    Given the sandbox member "subscriber" of the main brand has signed in
    When they look up the provider "P104211" by id alone
    Then the provider found is "Amelia Ortiz" of "Hawthorne Family Medicine"
