@benefits
Feature: Network tiers on the benefits pages
  Medical and dental benefits are shown one network tier at a time, in tabs labelled for members. The
  in-network tab opens first.

  Background:
    Given the sandbox member "subscriber" of the main brand has signed in

  Scenario: Medical benefits open on the in-network tier
    When they open their medical benefits
    Then the network tabs read "In network, Out-of-network"
    And the network tab that opens first is "In network"

  Scenario: Dental benefits open on the in-network tier
    When they open the dental benefits of Daniel
    Then the network tabs read "In network, Out of network"
    And the network tab that opens first is "In network"

  Scenario: Each medical tier lists its services and its deductibles
    When they open their medical benefits
    Then every network tab lists covered services with their own out-of-pocket and deductible figures
