Feature: Each claim's EOB explained
  On a claim's page, each decided service line is explained in plain parts (billed, network discount, allowed,
  deductible, copay, coinsurance, not covered, plan paid, what the member owes) that add up to what was billed;
  a claim that was not covered says why, in the plan's own words, with the way to appeal.

  Scenario: Every decided claim of the family is explained with figures that add up
    Given the sandbox member "subscriber" of the main brand has signed in
    When they look at their claims
    Then every decided claim is explained line by line with figures that add up

  Scenario: A denied claim says why it was not covered
    Given the sandbox member "subscriber" of the main brand has signed in
    When they look at their claims
    Then every denied claim gives the reason it was not covered

  Scenario: Beside what the plan allowed, a claim shows what the cost estimator quoted for the same service there
    Given the sandbox member "subscriber" of the main brand has signed in
    When they look at their claims
    Then every quote the cost estimator gives for their in-network claims agrees with what the plan allowed

  Scenario: A claim says what it counted toward the deductible and out-of-pocket, beside where the member stands today
    Given the sandbox member "subscriber" of the main brand has signed in
    When they look at their claims
    Then each decided medical claim adds its deductible, copays and coinsurance to their accumulators, shown with their in-network limits of today
