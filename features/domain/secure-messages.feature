@domain
Feature: Secure messages with member services
  A member writes to member services about a claim, an EOB, an authorization or referral, their ID card,
  billing or something else, and reads the answers in the dashboard. A thread is its author's alone: each
  member sees the threads they wrote and nobody else's. A member writes about themselves, and the subscriber
  also about a dependant, only where the claims rules already let them see that member's claims.
  A message carries at most 5 files, each a PDF, a JPEG or a PNG as its content shows (not its name), of at
  most 10 MB; each refused file gets its own reason. The unread count is member services' messages the
  member has not read yet.

  Scenario Outline: Each member sees only the threads they wrote
    Given threads written by the subscriber about the child, by the spouse and by the child
    When the <member> opens their messages
    Then they see their own threads and nobody else's

    Examples:
      | member     |
      | subscriber |
      | spouse     |
      | child      |

  Scenario Outline: Whom a member may write about follows who may see whose claims
    Given a family of a subscriber, a spouse and a child
    When the <member> writes about a claim of the <other>
    Then they <may> do so

    Examples:
      | member     | other      | may     |
      | subscriber | subscriber | may     |
      | subscriber | spouse     | may     |
      | subscriber | child      | may     |
      | spouse     | spouse     | may     |
      | spouse     | subscriber | may not |
      | spouse     | child      | may not |
      | child      | child      | may     |
      | child      | subscriber | may not |

  Scenario: The topics offered, in order
    Then the message topics are "A claim, An EOB (explanation of benefits), An authorization or referral, My ID card, Billing, Something else"

  Scenario Outline: Only a message about a claim, an EOB or an authorization names a reference
    When a message about "<topic>" names the reference "<reference>"
    Then the message is <verdict>

    Examples:
      | topic         | reference | verdict                                                                          |
      | claim         | CLM-1001  | ready to send                                                                    |
      | eob           | CLM-1001  | ready to send                                                                    |
      | authorization | PA-2001   | ready to send                                                                    |
      | claim         |           | ready to send                                                                    |
      | billing       |           | ready to send                                                                    |
      | id-card       | CLM-1001  | refused: Only a message about a claim, an EOB or an authorization names one. |

  Scenario Outline: A claim the insurer does not know, or not the member's to write about, is the reference's error
    When the insurer refuses a message about the claim "D999" with <status> <code>
    Then the message is <verdict>

    Examples:
      | status | code            | verdict                                                                                                                    |
      | 404    | CLAIM_NOT_FOUND | refused: We found no claim D999. Check its number, or leave the reference empty.                                           |
      | 403    | NOT_YOURS       | refused: Claim D999 is not one you can write about for this member. Check its number, or choose whom the message is about. |

  Scenario Outline: A file is attached only when it is a PDF, JPEG or PNG by its content, 10 MB at most, and one of 5 at most
    Given a message that already carries <attached> files
    When the member attaches "<name>" whose content is <content> and whose size is <size>
    Then the file is <verdict>

    Examples:
      | attached | name          | content    | size     | verdict                                                                          |
      | 0        | bill.pdf      | a PDF      | 2 MB     | attached                                                                         |
      | 4        | photo.jpg     | a JPEG     | 10 MB    | attached                                                                         |
      | 0        | scan.png      | a PNG      | 1 MB     | attached                                                                         |
      | 0        | scan.png      | a PDF      | 1 MB     | attached                                                                         |
      | 0        | bill.pdf      | a Word file | 1 MB    | refused: bill.pdf is not a PDF, JPEG or PNG file, so it cannot be attached.      |
      | 0        | big.pdf       | a PDF      | 10.1 MB  | refused: big.pdf is larger than 10 MB, so it cannot be attached.                 |
      | 5        | sixth.pdf     | a PDF      | 1 MB     | refused: sixth.pdf was not attached: a message can carry at most 5 files.        |
      | 0        | blank.pdf     | nothing    | 0 MB     | refused: blank.pdf is empty, so it cannot be attached.                           |

  Scenario: The unread count is member services' messages the member has not read
    Given the subscriber's threads with unread answers "2, 0, 1"
    And the spouse's thread with unread answers "4"
    Then the subscriber's unread count is 3
    And the spouse's unread count is 4

  Scenario: Opening a thread reads its answers, and the member's own messages never count
    Given a thread of theirs whose messages are "member, member services unread, member services unread, member"
    Then their unread count is 2
    When they open the thread
    Then their unread count is 0
