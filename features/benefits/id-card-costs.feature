@benefits
Feature: What an ID card states about the plan's costs
  An ID card states the plan's deductibles and maximums and where to get consumer assistance, as the No
  Surprises Act asks of plan years from 2022 (PHSA 2799A-1(e)). A medical card gives the in-network and
  out-of-network deductible and out-of-pocket maximum, individual and family as the plan has them; a dental
  card gives the deductible and the annual maximum. The amounts are those the benefits pages show; an amount
  the plan does not have is left out, and amounts that are the same in every network are stated once.

  @main
  Scenario: A family's medical card states each network's deductible and out-of-pocket maximum
    Given the sandbox member "subscriber" of the main brand has signed in
    When they look at their "medical" ID card
    Then the card states
      | network        | amount                | individual | family     |
      | In network     | Deductible            | $1,500.00  | $4,500.00  |
      | In network     | Out-of-pocket maximum | $6,000.00  | $12,000.00 |
      | Out-of-network | Deductible            | $3,000.00  | $9,000.00  |
      | Out-of-network | Out-of-pocket maximum | $12,000.00 | $24,000.00 |
    And the card gives the consumer assistance phone "1-800-555-0101" and the insurer's consumer assistance website
    And the card's amounts are those their medical benefits show

  @summit
  Scenario: A Summit medical card states the Summit plan's amounts
    Given the sandbox member "summit" of the Summit brand has signed in
    When they look at their "medical" ID card
    Then the card states
      | network        | amount                | individual | family     |
      | In network     | Deductible            | $1,000.00  | $3,000.00  |
      | In network     | Out-of-pocket maximum | $4,000.00  | $8,000.00  |
      | Out-of-network | Deductible            | $2,000.00  | $6,000.00  |
      | Out-of-network | Out-of-pocket maximum | $8,000.00  | $16,000.00 |
    And the card gives the consumer assistance phone "1-800-555-0121" and the insurer's consumer assistance website
    And the card's amounts are those their medical benefits show

  @main
  Scenario: A member covered alone has no family amounts on their medical card
    Given the sandbox member "navitus" of the main brand has signed in
    When they look at their "medical" ID card
    Then the card states
      | network        | amount                | individual | family |
      | In network     | Deductible            | $750.00    |        |
      | In network     | Out-of-pocket maximum | $3,500.00  |        |
      | Out-of-network | Deductible            | $1,500.00  |        |
      | Out-of-network | Out-of-pocket maximum | $7,000.00  |        |

  @main
  Scenario: A plan with no in-network deductible states none
    Given the sandbox member "medicare" of the main brand has signed in
    When they look at their "medical" ID card
    Then the card states
      | network        | amount                | individual | family |
      | In network     | Out-of-pocket maximum | $4,900.00  |        |
      | Out-of-network | Deductible            | $500.00    |        |
      | Out-of-network | Out-of-pocket maximum | $7,400.00  |        |
    And the card's amounts are those their medical benefits show

  @main
  Scenario: A dental card states the deductible and the annual maximum, once for every network
    Given the sandbox member "subscriber" of the main brand has signed in
    When they look at their "dental" ID card
    Then the card states
      | network      | amount         | individual | family  |
      | All networks | Deductible     | $50.00     | $150.00 |
      | All networks | Annual maximum | $1,500.00  |         |
    And the card gives the consumer assistance phone "1-800-555-0101" and the insurer's consumer assistance website

  @providence
  Scenario: A Providence dental card states the Providence plan's amounts
    Given the sandbox member "providence" of the Providence brand has signed in
    When they look at their "dental" ID card
    Then the card states
      | network      | amount         | individual | family  |
      | All networks | Deductible     | $50.00     | $150.00 |
      | All networks | Annual maximum | $2,000.00  |         |
    And the card gives the consumer assistance phone "1-800-555-0150" and the insurer's consumer assistance website
