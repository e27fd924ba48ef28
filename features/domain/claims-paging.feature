@domain
Feature: Claims a page at a time
  A family's claims run to thousands over the years, so the claims screen shows them a page at a time
  (25 claims), newest first, and says how many claims the filters found and what they add up to, whichever
  page is shown. The filters choose the claims first; the page is cut from what they found. Pages count
  from 1, and a page holds from 1 to 100 claims; a page after the last holds nothing but still says how many
  there are.

  Scenario Outline: A page holds the next claims, newest first, with the count and totals of them all
    Given a family with 60 claims, one a day from 1 January 2025
    And each claim was billed $10.00
    When they ask for page <page> of <size> claims
    Then the page holds the <first> to <last> newest claims
    And it says there are 60 claims on <pages> pages
    And it says they were billed $600.00 together

    Examples:
      | page | size | first | last | pages |
      | 1    | 25   | 1     | 25   | 3     |
      | 2    | 25   | 26    | 50   | 3     |
      | 3    | 25   | 51    | 60   | 3     |
      | 1    | 100  | 1     | 60   | 1     |
      | 60   | 1    | 60    | 60   | 60    |

  Scenario: A page after the last holds no claims but still says how many there are
    Given a family with 60 claims, one a day from 1 January 2025
    And each claim was billed $10.00
    When they ask for page 4 of 25 claims
    Then the page holds no claims
    And it says there are 60 claims on 3 pages
    And it says they were billed $600.00 together

  Scenario: The filters choose the claims before the page is cut
    Given a family with 60 claims, one a day from 1 January 2025
    And each claim was billed $10.00
    And every other claim is dental
    When they ask for page 2 of 25 of the dental claims
    Then every claim on the page is dental, newest first, 5 of them
    And it says there are 30 claims on 2 pages
    And it says they were billed $300.00 together

  Scenario Outline: A page of the claims is refused for a page number below 1 or a page size outside 1 to 100
    When they ask for page <page> of <size> claims
    Then that page of claims is <verdict>

    Examples:
      | page | size | verdict                     |
      | 0    | 25   | refused for its page number |
      | 1    | 0    | refused for its page size   |
      | 1    | 101  | refused for its page size   |
      | 1    | 100  | given                       |
