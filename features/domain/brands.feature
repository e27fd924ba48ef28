@domain
Feature: Brands
  The dashboard runs under three brands: the main insurer, Summit and Providence. Each has its own name,
  look and a few differences in what it offers.

  @main @summit @providence
  Scenario Outline: Each brand has its own name and look
    Given the <brand> brand
    Then the brand is called "<name>" and uses the "<theme>" look

    Examples:
      | brand      | name                    | theme          |
      | main       | Cascade Health & Dental | medical-dental |
      | Summit     | Summit Health           | summit         |
      | Providence | Providence Health Plan  | providence     |

  @main @summit @providence
  Scenario Outline: Providence differs from the other brands
    Given the <brand> brand
    Then the login page links are <links>
    And a logout page of the brand's own is <logout>
    And eBill is <ebill>

    Examples:
      | brand      | links     | logout      | ebill       |
      | main       | shown     | not offered | offered     |
      | Summit     | shown     | not offered | offered     |
      | Providence | not shown | offered     | not offered |

  @main @summit @providence
  Scenario Outline: Every brand starts from the same defaults
    Given the <brand> brand
    Then the handbooks' name is "Member Handbooks"
    And an empty address leads to the login page

    Examples:
      | brand      |
      | main       |
      | Summit     |
      | Providence |

  @main @summit @providence
  Scenario Outline: The brand setting names a brand or none
    When the brand setting "<setting>" is read
    Then it names the <brand>

    Examples:
      | setting | brand            |
      | 1       | main brand       |
      | 2       | Summit brand     |
      | 5       | Providence brand |
      | 3       | no brand         |
      | summit  | no brand         |
