@benefits
Feature: Benefit history
  Members look back at earlier plan years. A plan year runs from its effective date to its termed date,
  both included. The subscriber sees the family's history; a dependant sees only their own.

  Background:
    Given it is 15 June 2025

  @main
  Scenario Outline: The plan in force on a day
    Given the sandbox member "subscriber" of the main brand has signed in
    When they look at their medical benefit history on <day>
    Then Daniel's plan on that day was "<plan>"

    Examples:
      | day            | plan               |
      | 1 August 2024  | Beacon Gold 1500   |
      | 31 July 2024   | Beacon Gold 1500   |
      | 31 July 2023   | Beacon Gold 1250   |
      | 1 August 2021  | Beacon Silver 3000 |
      | 31 July 2021   | none               |

  @main
  Scenario: The subscriber sees the family's history
    Given the sandbox member "subscriber" of the main brand has signed in
    When they look at their medical benefit history on 15 June 2025
    Then the members shown are "Daniel, Rebecca, Maya, Owen, Ava"

  @main
  Scenario: A dependant sees only their own history
    Given the sandbox member "spouse" of the main brand has signed in
    When they look at their medical benefit history on 15 June 2025
    Then the members shown are "Rebecca"

  @main
  Scenario: A benefits page links to the past plan years, newest first
    Given the sandbox member "subscriber" of the main brand has signed in
    When they open their medical benefits
    Then the first days of the past plan years are "1 August 2023, 1 August 2022, 1 August 2021"
