@domain
Feature: Home page banners and cards
  The home page shows banners and cards that depend on the date, the member's plan and their group.

  Scenario Outline: The primary care update banner runs until 31 March 2025
    Given it is <day>
    And the member <eligible> eligible for primary care
    Then the primary care update banner is <shown>

    Examples:
      | day           | eligible | shown     |
      | 30 March 2025 | is       | shown     |
      | 31 March 2025 | is       | shown     |
      | 1 April 2025  | is       | not shown |
      | 1 March 2025  | is not   | not shown |

  Scenario: A plan that can be renewed reminds the member of the open enrollment deadline
    Given a plan that can be managed, with open enrollment ending 15 December 2025 and no cancellation
    When the dashboard works out the plan management banner
    Then the plan management banner says "Reminder: renew, change or cancel your plan before open enrollment ends on December 15, 2025."

  Scenario Outline: A cancelled plan says when benefits end and what will not be renewed
    Given a plan that can be managed, with coverage ending 31 December 2025 and cancellation status "<status>"
    When the dashboard works out the plan management banner
    Then the plan management banner says "<text>"

    Examples:
      | status | text                                                                              |
      | M      | Your benefits end on December 31, 2025. Your medical plan will not be renewed.            |
      | D      | Your benefits end on December 31, 2025. Your medical and dental plans will not be renewed. |

  Scenario: A plan that cannot be managed shows no plan management banner
    Given a plan that cannot be managed
    When the dashboard works out the plan management banner
    Then the plan management banner is not shown

  Scenario Outline: The Preventive Care Initiative card is for one group
    Given a member of the group "<group>"
    Then the Preventive Care Initiative card is <shown>

    Examples:
      | group    | shown     |
      | 10002805 | shown     |
      | 10001234 | not shown |
