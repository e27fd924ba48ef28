@domain
Feature: An EOB explained in plain words
  Each decided service line of a claim is explained in parts a member can follow: what the provider billed,
  the network discount, what the plan allowed, what went to the deductible, copay and coinsurance, what was
  not covered, what the plan paid and what the member owes. The parts add up to what was billed.

  Scenario Outline: <situation>
    Given a <network> service line billed at <billed> that the plan allowed at <allowed>
    And the plan paid <paid> and the member owes <deductible> of deductible, <copay> of copay, <coinsurance> of coinsurance and <notCovered> not covered
    When the dashboard works out the line's explanation
    Then the network discount is <discount> and the member owes <owes>
    And the figures add up

    Examples:
      | situation                                   | network        | billed | allowed | paid   | deductible | copay | coinsurance | notCovered | discount | owes   |
      | in network, deductible partly met           | in-network     | 300    | 180     | 64     | 100        | 0     | 16          | 0          | 120      | 116    |
      | out of network, the balance is the member's | out-of-network | 300    | 234     | 140.40 | 0          | 0     | 93.60       | 66         | 0        | 159.60 |
      | denied, nothing allowed                     | in-network     | 150    | 0       | 0      | 0          | 0     | 0           | 150        | 0        | 150    |
      | an office visit with a copay                | in-network     | 220    | 140     | 110    | 0          | 30    | 0           | 0          | 80       | 30     |

  Scenario: Figures that do not add up are caught
    Given an in-network service line billed at 300 that the plan allowed at 180
    And the plan paid 100 and the member owes 100 of deductible, 0 of copay, 16 of coinsurance and 0 not covered
    When the dashboard works out the line's explanation
    Then the figures do not add up

  Scenario Outline: A claim moves the accumulators of its own tier, up to their limit: <situation>
    Given an <claimNetwork> claim that put <deductible> toward the deductible, <copay> in copays and <coinsurance> in coinsurance, and the plan paid <planPaid>
    And the claims system reports the <coverage> <kind> <network> of <limit> at <before> before the claim and <after> after it
    When the dashboard works out the claim's accumulators
    Then the claim added <added> to it, <remaining> remains, and the report agrees with the claim: <agrees>

    Examples:
      | situation                                                | claimNetwork   | deductible | copay | coinsurance | planPaid | coverage   | kind           | network        | limit | before | after | added | remaining | agrees |
      | deductible partly met                                    | in-network     | 89         | 0     | 0           | 0        | individual | deductible     | in-network     | 1500  | 1012   | 1101  | 89    | 399       | yes    |
      | the family deductible adds every member's claims         | in-network     | 89         | 0     | 0           | 0        | family     | deductible     | in-network     | 4500  | 2706   | 2795  | 89    | 1705      | yes    |
      | copays and coinsurance count toward out-of-pocket        | in-network     | 0          | 30    | 70          | 180      | individual | out-of-pocket  | in-network     | 6000  | 1012   | 1112  | 100   | 4888      | yes    |
      | out-of-pocket maximum reached, and no further            | in-network     | 0          | 30    | 70          | 180      | individual | out-of-pocket  | in-network     | 6000  | 5950   | 6000  | 50    | 0         | yes    |
      | the other tier is left as it was                         | in-network     | 89         | 0     | 0           | 0        | individual | deductible     | out-of-network | 1500  | 138    | 138   | 0     | 1362      | yes    |
      | what the plan paid counts toward a dental annual maximum | out-of-network | 0          | 0     | 40          | 120      | individual | annual-maximum | combined       | 1500  | 385    | 505   | 120   | 995       | yes    |
      | a report that misses the claim's deductible              | in-network     | 89         | 0     | 0           | 0        | individual | deductible     | in-network     | 1500  | 1012   | 1012  | 0     | 488       | no     |
      | a report that moves the other tier                       | in-network     | 89         | 0     | 0           | 0        | individual | deductible     | out-of-network | 1500  | 138    | 227   | 89    | 1273      | no     |

  Scenario: A line with its deductible already met is shared by the plan and the member's coinsurance
    Given an in-network service line billed at 200 that the plan allowed at 120
    And the plan paid 96 and the member owes 0 of deductible, 0 of copay, 24 of coinsurance and 0 not covered
    When the dashboard works out the line's explanation
    Then the network discount is 80 and the member owes 24
    And the figures add up

  Scenario: Out of network, the member owes their share and the balance above what the plan allowed
    Given an out-of-network service line billed at 250 that the plan allowed at 200
    And the plan paid 120 and the member owes 50 of deductible, 0 of copay, 30 of coinsurance and 50 not covered
    When the dashboard works out the line's explanation
    Then the network discount is 0 and the member owes 130
    And the figures add up

  Scenario: A line the deductible takes whole: the plan pays nothing and the member owes all that was allowed
    Given an in-network service line billed at $1,200.00 that the plan allowed at $850.00
    And the plan paid $0.00 and the member owes $850.00 of deductible, $0.00 of copay, $0.00 of coinsurance and $0.00 not covered
    When the dashboard works out the line's explanation
    Then the network discount is $350.00 and the member owes $850.00
    And the figures add up

  Scenario: Out of network with a copay: the member owes the copay, their coinsurance and what the plan did not allow
    Given an out-of-network service line billed at $180.00 that the plan allowed at $120.00
    And the plan paid $60.00 and the member owes $0.00 of deductible, $30.00 of copay, $30.00 of coinsurance and $60.00 not covered
    When the dashboard works out the line's explanation
    Then the network discount is $0.00 and the member owes $120.00
    And the figures add up
