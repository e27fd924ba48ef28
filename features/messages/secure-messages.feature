@messages
Feature: Writing to member services and reading the answers
  A member writes to member services about a claim, an EOB, an authorization or referral, the ID card,
  billing or something else, with up to 5 files attached (PDF, JPEG or PNG, 10 MB each), and reads the
  answers in the dashboard. Member services answers after a short while, in the member's language; the
  count of unread answers follows, and opening the thread reads them. A message that failed to send is
  sent again as the same message, so it arrives once.

  @main
  Scenario: The subscriber asks about a claim with the bill attached, reads the answer and replies
    Given the sandbox member "subscriber" of the main brand has signed in
    When they write about their latest claim with the file "itemised-bill.pdf" attached
    Then their inbox lists the thread about the claim, about themselves
    And their unread count is 0
    When member services has had time to answer
    Then their unread count is 1
    When they open the thread
    Then it reads "their message with itemised-bill.pdf, an answer from member services"
    And their unread count is 0
    When they reply "Thank you, that helps."
    And member services has had time to answer
    Then their unread count is 1

  @main
  Scenario: A claim number the insurer does not know is refused as the message's reference
    Given the sandbox member "subscriber" of the main brand has signed in
    When they write about the claim "D999"
    Then the message is refused: We found no claim D999. Check its number, or leave the reference empty.

  @main
  Scenario: A file that is not a PDF, JPEG or PNG is refused before it is sent, with the reason
    Given the sandbox member "subscriber" of the main brand has signed in
    When they attach a Word file named "bill.pdf"
    Then the file is refused: bill.pdf is not a PDF, JPEG or PNG file, so it cannot be attached.

  @main
  Scenario: A message sent twice as the same message arrives once
    Given the sandbox member "subscriber" of the main brand has signed in
    When they send the same question about billing twice, as after a failed attempt
    Then their inbox lists 1 thread about billing

  @main
  Scenario: The spouse writes only about herself
    Given the sandbox member "spouse" of the main brand has signed in
    When they start a new message
    Then they may write about "themselves" only
