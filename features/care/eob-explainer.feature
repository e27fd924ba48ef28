@care
Feature: Each claim's EOB explained
  On a claim's page, each decided service line is explained in plain parts (billed, network discount, allowed,
  deductible, copay, coinsurance, not covered, plan paid, what the member owes) that add up to what was billed;
  a claim that was not covered says why, in the plan's own words, with the way to appeal; and a claim of this plan
  year shows where it left each deductible and maximum, the claims following one another to where the member's
  benefits stand today.

  @main
  Scenario: Every decided claim of the family is explained with figures that add up
    Given the sandbox member "subscriber" of the main brand has signed in
    When they open their claims
    Then every decided claim is explained line by line
    And the figures add up

  @main
  Scenario: A denied claim says why it was not covered
    Given the sandbox member "subscriber" of the main brand has signed in
    When they open their claims
    Then every denied claim gives the reason it was not covered

  @main
  Scenario: Beside what the plan allowed, a claim shows what the cost estimator quoted for the same service there
    Given the sandbox member "subscriber" of the main brand has signed in
    When they open their claims
    Then every quote the cost estimator gives for their in-network claims agrees with what the plan allowed

  @main
  Scenario: A claim shows where it left the deductible and maximums, individual and family, in and out of network
    Given the sandbox member "subscriber" of the main brand has signed in
    When they open their claims
    Then each decided medical and dental claim of this plan year shows its deductible and maximums before and after it, agreeing with its figures
    And each claim starts where the one before it ended, and the last ends where their benefits stand today
