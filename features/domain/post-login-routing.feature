@domain
Feature: Where a member goes after logging in
  After the login answer, the dashboard decides step by step where the member goes: the new ID page,
  the plan selection, the e-mail update, the single sign-on portal, the registration policies, the
  change password page or the home page.

  @main @summit @providence
  Scenario Outline: The first step depends on the tokens, the brand and the token's role
    Given a member who <sign-in> a sign-in token and <session> an open session on the <brand> brand
    And the sign-in token's role is "<role>"
    When the dashboard works out the first step after login
    Then the routing outcome is "<outcome>"

    Examples:
      | sign-in  | session  | brand      | role   | outcome          |
      | has no   | has      | main       | member | home page        |
      | has no   | has no   | main       | member | logout page      |
      | has no   | has no   | Providence | new-id | logout page      |
      | has      | has no   | Providence | new-id | new ID page      |
      | has      | has no   | Summit     | new-id | new ID page      |
      | has      | has no   | main       | new-id | regular checks   |
      | has      | has no   | Providence | member | Providence checks |
      | has      | has no   | Summit     | member | regular checks   |
      | has      | has no   | main       | member | regular checks   |

  Scenario Outline: On the regular brands, groups, e-mail, portal and account status decide
    Given a member of a regular brand whose login shows:
      | number of groups          | <groups>  |
      | own group                 | <own>     |
      | another group is moda360  | <another> |
      | a group was already chosen | <chosen> |
      | email address             | <email>   |
      | issued by new ID          | <newid>   |
      | portal navigation         | <portal>  |
      | account status            | <status>  |
    When the dashboard works out the next step after the regular checks
    Then the routing outcome is "<outcome>"

    Examples: Plan selection
      | groups | own     | another | chosen | email   | newid | portal  | status | outcome              |
      | 2      | regular | yes     | no     | on file | no    | allowed | ACT    | plan selection page  |
      | 2      | regular | yes     | yes    | on file | no    | allowed | ACT    | home page            |
      | 2      | regular | no      | no     | on file | no    | allowed | ACT    | home page            |
      | 1      | moda360 | no      | no     | on file | no    | allowed | ACT    | single sign-on       |

    Examples: E-mail address
      | groups | own     | another | chosen | email   | newid | portal  | status | outcome              |
      | 1      | regular | no      | no     | missing | no    | allowed | ACT    | update email page    |
      | 1      | regular | no      | no     | missing | yes   | allowed | ACT    | home page            |
      | 2      | regular | yes     | yes    | missing | no    | allowed | ACT    | update email page    |

    Examples: Single sign-on portal
      | groups | own     | another | chosen | email   | newid | portal  | status | outcome              |
      | 1      | moda360 | no      | no     | on file | no    | blocked | ACT    | home page            |
      | 2      | moda360 | no      | yes    | on file | no    | allowed | INI    | single sign-on       |
      | 1      | missing | yes     | no     | on file | no    | allowed | ACT    | failure: Failed to find group for current member |
      | 1      | missing | yes     | no     | on file | no    | blocked | ACT    | home page            |

    Examples: Account status
      | groups | own     | another | chosen | email   | newid | portal  | status | outcome              |
      | 1      | regular | no      | no     | on file | no    | allowed | INI    | change password page |
      | 1      | regular | no      | no     | on file | no    | allowed | FRC    | home page            |
      | 1      | regular | no      | no     | on file | no    | allowed | DLG    | home page            |

  @providence
  Scenario Outline: On Providence, the digital communications policy decides
    Given a Providence member whose communication policy is <policy> and whose token <newid> issued by new ID
    When the dashboard works out the next step after the Providence checks
    Then the routing outcome is "<outcome>"

    Examples:
      | policy     | newid    | outcome                   |
      | not signed | is not   | registration policies page |
      | not signed | is       | home page                 |
      | signed     | is not   | home page                 |

  @main
  Scenario Outline: Screens for members in the middle of logging in
    Given a member who <sign-in> a sign-in token and <session> an open session on the main brand
    When they open a screen for members in the middle of logging in
    Then the routing outcome is "<outcome>"

    Examples:
      | sign-in | session | outcome     |
      | has     | has no  | allowed in  |
      | has no  | has     | home page   |
      | has no  | has no  | logout page |
