@session
Feature: Ending an idle session
  For the member's security, a session without activity ends: after 13 minutes they are warned that it
  will end in 2 minutes, and after 15 minutes they are logged out and told why. Both times are settings.

  Background:
    Given the sandbox member "subscriber" of the main brand has signed in
    And the dashboard watches their activity

  Scenario Outline: How the session stands after a time without activity
    When <minutes> minutes pass without activity
    Then the session is <standing>

    Examples:
      | minutes | standing                                  |
      | 12      | still open, with no warning               |
      | 13      | about to end, with 2 minutes left         |
      | 14      | about to end, with 1 minute left          |
      | 15      | over                                      |

  Scenario: Choosing to stay logged in starts the count again
    Given 14 minutes passed without activity
    When they choose to stay logged in
    And 12 minutes pass without activity
    Then the session is still open, with no warning

  Scenario: Activity in another tab counts
    Given 12 minutes passed without activity
    When they are busy in another tab
    And 12 minutes pass without activity
    Then the session is still open, with no warning

  Scenario: An idle session ends on the login page, which says why
    When 15 minutes pass without activity
    Then they are signed out and sent to the login page
    And the login page says "For your security, you were logged out after 15 minutes without activity."

  Scenario: The times are settings
    Given the idle timeout is set to warn after 20 seconds and end after 40 seconds
    When 25 seconds pass without activity
    Then the session is about to end, with 15 seconds left

  Scenario: The warning always leaves at least 20 seconds to answer it
    Given the idle timeout is set to warn after 50 seconds and end after 60 seconds
    When 40 seconds pass without activity
    Then the session is about to end, with 20 seconds left

  Scenario: Staying logged in can be chosen again and again
    Given 14 minutes passed without activity
    When they choose to stay logged in
    And 14 minutes pass without activity
    And they choose to stay logged in
    Then the session is still open, with no warning
