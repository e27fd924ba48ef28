@benefits
Feature: Referrals
  Referrals are listed a page at a time and can be filtered by member, status and provider, with or
  without the expired ones.

  @main
  Scenario: Referrals come a page at a time
    Given the sandbox member "subscriber" of the main brand has signed in
    When they open their referrals
    Then they see 10 of 23 referrals, page 1 of 3
    When they turn to referrals page 3
    Then they see 3 of 23 referrals, page 3 of 3

  @main
  Scenario: Filtering by member narrows the list and what the other filters offer
    Given the sandbox member "subscriber" of the main brand has signed in
    When they look at the referrals of Maya
    Then every referral listed is for Maya
    And the status and provider filters offer only what Maya's referrals have

  @main
  Scenario: Filtering by status
    Given the sandbox member "subscriber" of the main brand has signed in
    When they look at their referrals with the status "Pending review"
    Then every referral listed has the status "Pending review"

  @main
  Scenario: Filtering by provider
    Given the sandbox member "subscriber" of the main brand has signed in
    When they look at their referrals from one of the providers the filter offers
    Then every referral listed is from that provider
    And fewer than 23 referrals are found

  @main
  Scenario: Expired referrals can be left out
    Given the sandbox member "subscriber" of the main brand has signed in
    When they look at their referrals without the expired ones
    Then no referral listed has ended before today
    And fewer than 23 referrals are found

  @main
  Scenario: A member without referrals
    Given the sandbox member "nopcp" of the main brand has signed in
    When they open their referrals
    Then there are no referrals to show
