@domain
Feature: Explanations of benefits a page at a time
  A subscriber is sent an explanation of benefits (EOB) for each claim the plan decides, for the whole
  family, so over the years a family has hundreds of them. The EOBs page shows them a page at a time
  (25 EOBs), newest first by the day each was issued, and says how many there are, whichever page is
  shown. EOBs issued on the same day come by their number, the higher first. Pages count from 1 and
  hold from 1 to 100 EOBs, as claims pages do; a page after the last holds nothing but still says how
  many there are.

  Scenario Outline: A page holds the next EOBs, newest first, with the count of them all
    Given a family with 60 EOBs, one a day from 1 January 2025
    When they ask for page <page> of <size> EOBs
    Then the page holds the <first> to <last> newest EOBs
    And it says there are 60 EOBs on <pages> pages

    Examples:
      | page | size | first | last | pages |
      | 1    | 25   | 1     | 25   | 3     |
      | 2    | 25   | 26    | 50   | 3     |
      | 3    | 25   | 51    | 60   | 3     |
      | 1    | 100  | 1     | 60   | 1     |

  Scenario: A page after the last holds no EOBs but still says how many there are
    Given a family with 60 EOBs, one a day from 1 January 2025
    When they ask for page 4 of 25 EOBs
    Then the page holds no EOBs
    And it says there are 60 EOBs on 3 pages

  Scenario: EOBs issued the same day come by their number, the higher first
    Given a family sent EOB-7, EOB-9 and EOB-8 on 2 January 2025, and EOB-10 on 1 January 2025
    When they ask for page 1 of 25 EOBs
    Then the page holds EOB-9, EOB-8, EOB-7 and EOB-10, in that order
    And it says there are 4 EOBs on 1 page

  Scenario Outline: A page of the EOBs is refused for a page number below 1 or a page size outside 1 to 100
    When they ask for page <page> of <size> EOBs
    Then that page of EOBs is <verdict>

    Examples:
      | page | size | verdict                     |
      | 0    | 25   | refused for its page number |
      | 1    | 0    | refused for its page size   |
      | 1    | 101  | refused for its page size   |
      | 1    | 100  | given                       |
