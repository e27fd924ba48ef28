@benefits
Feature: Medicare materials
  Medicare members read their plan documents. For anyone else the service refuses (403): the page shows an
  empty list and says why, rather than an error.

  @main
  Scenario: A Medicare member sees their materials, newest year first
    Given the sandbox member "medicare" of the main brand has signed in
    When they open their Medicare materials
    Then they see Medicare documents, newest year first

  @main
  Scenario: A member without Medicare materials is told why the list is empty
    Given the sandbox member "subscriber" of the main brand has signed in
    When they open their Medicare materials
    Then their Medicare materials are not offered
