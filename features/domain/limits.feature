@domain
Feature: Limits and deductibles
  Dental and medical plans have limits (annual maximums, deductibles). A limit is shown only when its
  figures make sense; limits are grouped by network tier, then by type, annual limits first, then the
  in-network deductible, then the others, then limits without a type.

  Scenario Outline: A limit is shown only when total, met and remaining are known and not both zero
    Given a dental limit with total <total>, met <met> and remaining <remaining>
    When the dashboard works out the member's dental limit groups
    Then the limit is <shown>

    Examples:
      | total   | met     | remaining | shown     |
      | 1500    | 300     | 1200      | shown     |
      | 1500    | 0       | 1500      | shown     |
      | 1500    | 1500    | 0         | shown     |
      | 1500    | 0       | 0         | not shown |
      | unknown | 300     | 1200      | not shown |
      | 1500    | unknown | 1200      | not shown |
      | 1500    | 300     | unknown   | not shown |

  Scenario: Limit types are listed annual limit first, then the in-network deductible, then the others
    Given in-network dental limits of the types "Orthodontia Lifetime Maximum, Deductible - In Network, , Annual Limit"
    When the dashboard works out the member's dental limit groups
    Then the in-network limit types read "Annual Limit, Deductible - In Network, Orthodontia Lifetime Maximum, (no type)"

  Scenario: Only the page's category is shown, grouped by network tier
    Given these limits:
      | category | tier   | type         |
      | DENTAL   | innet  | Annual Limit |
      | Dental   | outnet | Annual Limit |
      | Medical  | innet  | Deductible   |
    When the dashboard works out the member's dental limit groups
    Then the limit tiers are "innet, outnet"

  Scenario Outline: The progress bar shows how much of a limit is met
    When <met> of a <total> limit is met
    Then the progress bar is <percent> percent full

    Examples:
      | met  | total | percent |
      | 300  | 1500  | 20      |
      | 1500 | 1500  | 100     |
      | 2000 | 1500  | 100     |
      | 0    | 1500  | 0       |
      | 100  | 0     | 0       |

  Scenario Outline: A progress bar says the network once
    When they look at the "<type>" limit under the tier "<tier>" for the <coverage> coverage
    Then the progress bar's name is "<name>"

    Examples:
      | type                        | tier                       | coverage   | name                                          |
      | Deductible - In Network     | In Network                 | individual | In-network deductible, individual             |
      | Deductible - In Network     | IN NETWORK                 | family     | In-network deductible, family                 |
      | Deductible - Out of Network | Out of Network             | individual | Out-of-network deductible, individual         |
      | Out-of-Pocket Maximum       | In Network                 | individual | In-network out-of-pocket maximum, individual  |
      | Annual Limit                | Preferred Alternative Care | individual | the insurer's names of tier, type and coverage |
      | Frame Allowance             | In Network                 | individual | the insurer's names of tier, type and coverage |
