@home
Feature: The member's data-sharing choices
  Under Account, every member finds the apps they allowed to read their plan data (Patient Access), whether
  the providers in our network may read it (Provider Access, which they may opt out of) and whether a
  previous or next plan may receive it (payer-to-payer, only with consent), with a history of the changes,
  newest first. Each change takes effect at once. An adult's choices are their own; the subscriber makes
  those of the family's minors, and a minor sees hers without changing them.

  Background:
    Given it is 15 June 2025

  @main
  Scenario: The subscriber revokes an app and opts out of Provider Access, and the spouse's choices stay hers
    Given the sandbox member "subscriber" of the main brand has signed in
    When they revoke the connected app "HealthLink Records"
    And they opt out of Provider Access
    And they open their data-sharing choices
    Then their connected apps read "HealthLink Records (revoked), MedMinder Pharmacy Tracker (ended)"
    And their Provider Access choice is "opted out"
    And the history of their data-sharing choices reads "opted out of Provider Access, revoked HealthLink Records"
    When the sandbox member "spouse" signs in after them
    And they open their data-sharing choices
    Then their connected apps read "HealthLink Records (active), MedMinder Pharmacy Tracker (ended)"
    And their Provider Access choice is "shared with their providers"
    And the history of their data-sharing choices reads "nothing"
    And their data-sharing controls are "theirs to change"

  @main
  Scenario: Consent to share with another plan is given, then withdrawn, and opting back in to Provider Access undoes the opt-out
    Given the sandbox member "spouse" of the main brand has signed in
    When they consent to sharing with another plan
    And they opt out of Provider Access
    And they opt back in to Provider Access
    And they withdraw that consent
    And they open their data-sharing choices
    Then their consent to share with another plan is "not given"
    And their Provider Access choice is "shared with their providers"
    And the history of their data-sharing choices reads "withdrew that consent, opted back in to Provider Access, opted out of Provider Access, consented to sharing with another plan"

  @main
  Scenario: The subscriber makes a minor's choices, and she sees them without changing them
    Given the sandbox member "subscriber" of the main brand has signed in
    When they consent to sharing with another plan for Ava
    And the sandbox member "minor" signs in after them
    And they open their data-sharing choices
    Then their consent to share with another plan is "given"
    And the history of their data-sharing choices reads "consented to sharing with another plan by Daniel Hollis"
    And their data-sharing controls are "seen only, managed by Daniel Hollis"
    And their connected apps read "KidsHealth Journal (active)"
