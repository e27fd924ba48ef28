@appeals
Feature: Appealing a denied decision and following the appeal
  A member appeals a denied or partly denied claim, or a denied or partly approved authorization, with
  documents attached under the same rules as secure messages. The form shows the last day to appeal and
  the days left; the plan's answer follows the sandbox's days: received, in review, then decided with a
  decision letter. Each member sees only the appeals they filed. A filing tried twice as the same filing
  is done once.

  @main
  Scenario: The subscriber appeals the denied Humira request with a letter and later reads the decision
    Given it is 22 November 2026
    And the sandbox member "subscriber" of the main brand has signed in
    When they open the appeal form for the authorization "HL1004"
    Then the form is about "Adalimumab injections (Humira)" for themselves
    And the appeal window reads "open until 24 April 2027, 153 days left"
    When they file the appeal with the file "rheumatologist-letter.pdf" attached, twice as after a failed attempt
    Then their appeals of "HL1004" read "received"
    And the appeal's decision is due by 22 December 2026
    When 1 day passes
    Then their appeals of "HL1004" read "in review"
    When 14 days pass
    Then their appeals of "HL1004" read "decided: the denial was reversed"
    And the decision letter is a PDF

  @main
  Scenario: The spouse appeals her own denial and sees no one else's appeals
    Given it is 22 November 2026
    And the sandbox member "spouse" of the main brand has signed in
    When they open the appeal form for the authorization "HL1008"
    Then the form is about "Overnight sleep study" for themselves
    And the appeal window reads "open until 28 April 2027, 157 days left"
    When they file the appeal without documents
    Then they see their own appeals and nobody else's
    And the subscriber's request "HL1004" cannot be appealed by them

  @main
  Scenario: A complaint about the quality of care is received, due an answer within 30 days, and resolved
    Given it is 22 November 2026
    And the sandbox member "subscriber" of the main brand has signed in
    When they complain about the quality of care, saying "The clinic kept me waiting three hours."
    Then their complaint reads "received"
    And the plan answers it by 22 December 2026
    When 10 days pass
    Then their complaint reads "resolved"

  @main
  Scenario: Past the filing deadline the form offers the options that remain instead of filing
    Given it is 22 November 2026
    And the sandbox member "subscriber" of the main brand has signed in
    When they open the appeal form for a denied claim whose notice is more than 180 days old
    Then the options that remain are "Call member services to ask whether a late appeal can be accepted for good cause, File a complaint, Ask your state's consumer assistance program for help"
