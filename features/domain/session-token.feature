@domain
Feature: Reading the session token
  The login answer carries a token that says which member it is for, its role, and whether it was
  issued through the new ID screen. A token the dashboard cannot read is treated as no token.

  Scenario Outline: The dashboard reads who the token is for and what it allows
    Given a session token for member "M-1001" with the role "<role>", <issued> by new ID
    When the dashboard works out what the session token holds
    Then the token's member is "M-1001"
    And the token <is new id> a new ID token
    And the token says it was <issued> by new ID

    Examples:
      | role   | issued     | is new id |
      | member | not issued | is not    |
      | new-id | not issued | is        |
      | member | issued     | is not    |

  Scenario Outline: A token that cannot be read counts as no token
    Given a session token that is <broken>
    When the dashboard works out what the session token holds
    Then the token cannot be read

    Examples:
      | broken                        |
      | empty                         |
      | not made of three parts       |
      | carrying no member            |
      | carrying no role              |
      | carrying garbled claims       |
