@domain
Feature: Network tiers
  Benefits are shown per network tier in tabs. The in-network tab opens first when there is one;
  otherwise the first tier. Tabs carry member-friendly labels.

  Scenario Outline: The tab a benefits page opens on
    Given the plan's network tiers are "<tiers>"
    Then the network tab that opens first is "<first>"

    Examples:
      | tiers                         | first      |
      | outnet, innet                 | innet      |
      | Out of network, In Network    | In Network |
      | OUTNET, INNET                 | INNET      |
      | tab2, tab1                    | tab2       |
      | Premier, Preferred            | Premier    |

  Scenario Outline: Tier tabs are labelled for members
    Given the plan's network tiers are "<tier>"
    Then the network tabs read "<label>"

    Examples:
      | tier             | label            |
      | tab1             | In network       |
      | innet            | In network       |
      | tab2             | Out-of-network   |
      | outnet           | Out of network   |
      | Delta Dental PPO | Delta Dental PPO |
