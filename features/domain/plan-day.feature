@domain
Feature: Whose day today is
  "Today" is the plan's day, in the insurer's time zone (Pacific time), on every page and in every rule
  that takes it, whatever zone the member's device is in: what the dashboard shows then agrees with the
  insurer's records. The pages that show "today" say whose day it is.

  Scenario Outline: Today follows the plan's time zone, not the device's
    Given the time is <time> UTC on <utc day>
    When the dashboard works out today
    Then today is <plan day>

    Examples:
      | time  | utc day          | plan day         |
      | 01:30 | 24 November 2026 | 23 November 2026 |
      | 08:30 | 24 November 2026 | 24 November 2026 |
      | 06:30 | 1 July 2026      | 30 June 2026     |
      | 07:30 | 1 July 2026      | 1 July 2026      |
      | 07:30 | 24 November 2026 | 23 November 2026 |
      | 07:59 | 24 November 2026 | 23 November 2026 |
      | 08:00 | 24 November 2026 | 24 November 2026 |
      | 06:59 | 1 July 2026      | 30 June 2026     |
      | 07:00 | 1 July 2026      | 1 July 2026      |

  Scenario Outline: The year turns at midnight in Pacific time
    The footer's copyright year is the plan's year too.

    Given the time is <time> UTC on <utc day>
    When the dashboard works out the year
    Then the year is <plan year>

    Examples:
      | time  | utc day          | plan year |
      | 07:59 | 1 January 2027   | 2026      |
      | 08:00 | 1 January 2027   | 2027      |
      | 23:30 | 31 December 2026 | 2026      |

  Scenario: A page that shows today says whose day it is
    When a page names today, 23 November 2026
    Then the day named on the page reads "November 23, 2026, the plan's day in Pacific time"
