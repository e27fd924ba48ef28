@benefits
Feature: Passport dental
  Members travelling abroad read how to get dental care there and how to claim it afterwards. Members of
  the Medicare parent group (100000075) who look for an in-network dentist search the Medicare dental
  network, plan 25; everyone else searches every network.

  @main
  Scenario: A Medicare member finds a dentist in plan 25
    Given the sandbox member "medicare" of the main brand has signed in
    When they open passport dental
    Then finding an in-network dentist from it searches "plan 25"
    And passport dental gives an international phone number

  @main
  Scenario: Other members search every network
    Given the sandbox member "subscriber" of the main brand has signed in
    When they open passport dental
    Then finding an in-network dentist from it searches "every network"
