@benefits
Feature: Limits and deductibles on the benefits pages
  Each benefits page shows the limits of its own category, grouped by network tier and then by limit
  type: annual limits first, then the in-network deductible, then the others. Limits whose figures make
  no sense are left out. The domain rules are described in features/domain/limits.feature; these
  scenarios check what members actually see.

  Background:
    Given the sandbox member "subscriber" of the main brand has signed in

  Scenario: Medical limits are grouped by network tier
    When they open their medical benefits
    Then the limit tiers are "In Network, Out of Network, Preferred Alternative Care"
    And their "In Network" limits read "Deductible - In Network (individual), Deductible - In Network (family), Out-of-Pocket Maximum (individual)"

  Scenario: A limit with nothing met and nothing remaining is not shown
    When they open their medical benefits
    And they look at the "Hearing Aid Allowance" limit under the tier "In Network" for the individual coverage
    Then the limit is not shown

  Scenario: The annual limit comes before the deductible, and other limits after them
    When they look at the Dental benefits summary of Maya
    Then the in-network limit types read "Annual Limit, Deductible - In Network, Orthodontia Lifetime Maximum"
    And their "In Network" limits read "Annual Limit (individual), Deductible - In Network (individual), Orthodontia Lifetime Maximum (individual)"

  Scenario: Progress shows how much of a limit is met
    When they open their medical benefits
    And they look at the "Deductible - In Network" limit under the tier "In Network" for the individual coverage
    Then the limit shows $1,012.00 met of $1,500.00
    And the progress bar is 67 percent full
    And the progress bar's name is "In-network deductible, individual"

  Scenario: The dental page shows each amount once: its maximums are not repeated among the limits
    When they open the dental benefits of Daniel
    Then the dental maximum "Annual Maximum" shows "individual"
    And no limit beside the maximums repeats an amount they show

  Scenario: A day in an earlier plan year shows that year's figures
    When they look at the Medical benefits summary of Daniel as of a day in the previous plan year
    Then their in-network deductible is met in full
    When they look at the Medical benefits summary of Daniel
    Then their in-network deductible is not met in full
