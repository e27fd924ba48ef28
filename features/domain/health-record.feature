@domain
Feature: What a member's downloaded health record holds and is called
  Download my data saves the member's health plan records as one FHIR R4 Bundle. The page says what the
  file holds by what the member knows the records as: a Patient is a member, a Coverage a coverage, an
  ExplanationOfBenefit of use "claim" a claim, one of use "preauthorization" a prior authorization or
  referral of the tracker, and a ServiceRequest a referral to a specialist. The file is named for the plan's
  day it was saved on. Whose records are in it is the claims rule's, as on the claims pages.

  Scenario: The file is counted by kind and named for the day
    Given it is 20 November 2025
    And a downloaded health record holding these resources:
      | resource type        | use              |
      | Patient              |                  |
      | Patient              |                  |
      | Coverage             |                  |
      | ExplanationOfBenefit | claim            |
      | ExplanationOfBenefit | claim            |
      | ExplanationOfBenefit | claim            |
      | ExplanationOfBenefit | preauthorization |
      | ServiceRequest       |                  |
    Then the health record is said to hold 2 members, 1 coverage, 3 claims, 1 prior authorization and 1 referral
    And the health record's file name is "my-health-data-2025-11-20.json"
