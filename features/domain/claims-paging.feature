@domain
Feature: Claims a page at a time
  A family's claims run to thousands over the years, so the claims screen shows them a page at a time
  (25 claims), newest first, and says how many claims the filters found and what they add up to, whichever
  page is shown. The filters choose the claims first; the page is cut from what they found. Pages count
  from 1, and a page holds from 1 to 100 claims; a page after the last holds nothing but still says how many
  there are.

  Scenario Outline: A page holds the next claims, newest first, with the count and totals of them all
    Given a family with 60 claims, one a day from 1 January 2025, each billed $10.00
    When they ask for page <page> of <size> claims
    Then the page holds the <which> newest claims
    And it says there are 60 claims, billed $600.00 together, on <pages> pages

    Examples:
      | page | size | which    | pages |
      | 1    | 25   | 1 to 25  | 3     |
      | 2    | 25   | 26 to 50 | 3     |
      | 3    | 25   | 51 to 60 | 3     |
      | 4    | 25   | none of  | 3     |
      | 1    | 100  | 1 to 60  | 1     |
      | 60   | 1    | 60 to 60 | 60    |

  Scenario: The filters choose the claims before the page is cut
    Given a family with 60 claims, one a day from 1 January 2025, each billed $10.00, every other one dental
    When they ask for page 2 of 25 of the dental claims
    Then every claim on the page is dental, newest first, 5 of them
    And it says there are 30 claims, billed $300.00 together, on 2 pages

  Scenario Outline: Paging the gateway refuses
    When they ask for page <page> of <size> claims
    Then the paging is refused for its <field>

    Examples:
      | page | size | field    |
      | 0    | 25   | page     |
      | 1    | 0    | pageSize |
      | 1    | 101  | pageSize |
      | 1    | 100  | nothing  |
