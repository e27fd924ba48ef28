@domain
Feature: Prior authorizations and referrals a page at a time
  A family with years of care has hundreds of prior authorizations and referrals, each shown as a card, so
  the tracker shows them a page at a time (20 requests), newest first by the day the plan received them, and
  says how many requests the filters found, whichever page is shown. The filters (member, status, days
  received) choose the requests first; the page is cut from what they found. The approvals that end within
  30 days are noted on every page, whatever the filters. Pages count from 1 and hold from 1 to 100 requests,
  as claims pages do; a page after the last holds nothing but still says how many there are.

  Scenario Outline: A page holds the next requests, newest first, with the count of them all
    Given a family with 45 requests, one a day from 1 January 2025
    When they ask for page <page> of <size> requests
    Then the page holds the <first> to <last> newest requests
    And it says there are 45 requests on <pages> pages

    Examples:
      | page | size | first | last | pages |
      | 1    | 20   | 1     | 20   | 3     |
      | 2    | 20   | 21    | 40   | 3     |
      | 3    | 20   | 41    | 45   | 3     |
      | 1    | 100  | 1     | 45   | 1     |

  Scenario: A page after the last holds no requests but still says how many there are
    Given a family with 45 requests, one a day from 1 January 2025
    When they ask for page 4 of 20 requests
    Then the page holds no requests
    And it says there are 45 requests on 3 pages

  Scenario: The filters choose the requests before the page is cut
    Given a family with 45 requests, one a day from 1 January 2025
    And every other request is denied
    When they ask for page 2 of 20 of the denied requests
    Then every request on the page is denied, newest first, 2 of them
    And it says there are 22 requests on 2 pages

  Scenario: The approvals about to expire are noted on every page, whatever the filters
    Given it is 20 November 2025
    And a family with 45 requests, one a day from 1 January 2025
    And every other request is denied
    And the request received on 2 January 2025 for "Physical therapy, therapeutic exercise" was approved until 5 December 2025
    When they ask for page 1 of 20 of the denied requests
    Then every request on the page is denied, newest first, 20 of them
    And the approvals expiring within 30 days are "Physical therapy, therapeutic exercise"

  Scenario Outline: A page of the tracker is refused for a page number below 1 or a page size outside 1 to 100
    When they ask for page <page> of <size> requests
    Then that page of requests is <verdict>

    Examples:
      | page | size | verdict                     |
      | 0    | 20   | refused for its page number |
      | 1    | 0    | refused for its page size   |
      | 1    | 101  | refused for its page size   |
      | 1    | 100  | given                       |
