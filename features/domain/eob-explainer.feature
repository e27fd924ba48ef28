Feature: An EOB explained in plain words
  Each decided service line of a claim is explained in parts a member can follow: what the provider billed,
  the network discount, what the plan allowed, what went to the deductible, copay and coinsurance, what was
  not covered, what the plan paid and what the member owes. The parts add up to what was billed.

  Scenario Outline: <situation>
    Given a <network> service line billed at <billed> that the plan allowed at <allowed>
    And the plan paid <paid> and the member owes <deductible> of deductible, <coinsurance> of coinsurance and <notCovered> not covered
    When the line is explained
    Then the network discount is <discount>, the member owes <owes> and the figures add up

    Examples:
      | situation                                      | network        | billed | allowed | paid   | deductible | coinsurance | notCovered | discount | owes   |
      | in network, deductible partly met              | in-network     | 300    | 180     | 64     | 100        | 16          | 0          | 120      | 116    |
      | out of network, the balance is the member's    | out-of-network | 300    | 234     | 140.40 | 0          | 93.60       | 66         | 0        | 159.60 |
      | denied, nothing allowed                        | in-network     | 150    | 0       | 0      | 0          | 0           | 150        | 0        | 150    |

  Scenario: Figures that do not add up are caught
    Given a in-network service line billed at 300 that the plan allowed at 180
    And the plan paid 100 and the member owes 100 of deductible, 16 of coinsurance and 0 not covered
    When the line is explained
    Then the figures do not add up
