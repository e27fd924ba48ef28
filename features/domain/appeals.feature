@domain
Feature: Appeals of the plan's decisions, and complaints
  A member may ask the plan to look again at a denied or partly denied claim, or at a denied or partly
  approved prior authorization or referral. The federal claims and appeals rules set the dates: the ERISA
  claims procedure, 29 CFR 2560.503-1, and for group health plans the internal appeals and external review
  rule, 45 CFR 147.136.
  - A member has 180 days from the date of the denial notice to appeal; the form shows that last day and the
    days left. Past it, the form explains the options that remain instead of filing.
  - The plan decides an expedited appeal (urgent care) within 72 hours of receiving it, an appeal about care
    not yet received (an authorization: pre-service) within 30 days, and one about care already received (a
    claim: post-service) within 60 days. Only care not yet received can be urgent.
  - After a final internal denial (the denial upheld, or only partly overturned) the member may ask for an
    independent external review within 4 months of the decision.
  - A member appeals for themself; the subscriber also for a dependant, only where the claims rules already
    let them see that member's claims. Each member sees only the appeals they filed. A denied claim or
    request links to the appeal form only where the form would take the appeal: the member may appeal for
    that person, the 180 days have not run out and no appeal of it they filed is still open; past the 180
    days it links to what can still be done instead.
  - The reasons are at most 4,000 characters. A representative appealing for the member needs the member's
    signed authorization form attached; an expedited appeal needs the member's attestation that waiting could
    seriously harm their health. Files follow the same rules as secure messages.
  - A complaint (grievance) is about the plan's service, the quality of care or a provider, with a category
    and a description of at most 2,000 characters; the plan answers it within 30 days.

  Scenario Outline: The filing deadline is 180 days after the denial notice
    Given it is <today>
    When a denial notice is dated <notice>
    Then the appeal window reads "<window>"

    Examples:
      | notice         | today           | window                                  |
      | 1 March 2026   | 1 March 2026    | open until 28 August 2026, 180 days left |
      | 1 March 2026   | 2 April 2026    | open until 28 August 2026, 148 days left |
      | 1 March 2026   | 28 August 2026  | open until 28 August 2026, 0 days left   |
      | 1 March 2026   | 29 August 2026  | closed since 28 August 2026              |

  Scenario: Past the filing deadline the form offers the options that remain
    Given it is 1 October 2026
    When a denial notice is dated 1 March 2026
    Then the options that remain are "Call member services to ask whether a late appeal can be accepted for good cause, File a complaint, Ask your state's consumer assistance program for help"

  Scenario Outline: The plan decides within 72 hours when expedited, 30 days before care and 60 days after it
    When an appeal of a <decision> is received on <received> and is <urgency>
    Then the appeal's decision is due by <due>

    Examples:
      | decision      | received                   | urgency   | due                        |
      | authorization | 2 March 2026 at 10:00 UTC  | expedited | 5 March 2026 at 10:00 UTC  |
      | authorization | 2 March 2026 at 10:00 UTC  | standard  | 1 April 2026 at 10:00 UTC  |
      | claim         | 2 March 2026 at 10:00 UTC  | standard  | 1 May 2026 at 10:00 UTC    |
      | authorization | 30 December 2026 at 23:30 UTC | expedited | 2 January 2027 at 23:30 UTC |

  Scenario Outline: External review may be asked for within 4 months of a final internal denial
    Given it is <today>
    When an appeal decided on <decided> is <outcome>
    Then external review reads "<review>"

    Examples:
      | decided        | outcome           | today             | review                                    |
      | 10 April 2026  | upheld            | 10 April 2026     | may be asked for until 10 August 2026, 122 days left |
      | 10 April 2026  | partly overturned | 10 August 2026    | may be asked for until 10 August 2026, 0 days left   |
      | 10 April 2026  | upheld            | 11 August 2026    | too late since 10 August 2026             |
      | 31 October 2026| upheld            | 1 November 2026   | may be asked for until 28 February 2027, 119 days left |
      | 10 April 2026  | overturned        | 11 April 2026     | not needed                                |
      | not yet        | still in review   | 11 April 2026     | not yet                                   |

  Scenario Outline: Whom a member may appeal for follows who may see whose claims
    Given a family of a subscriber, a spouse and a child
    When the <member> appeals a claim of the <other>
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

  Scenario Outline: A denied decision links to the appeal form only where the form would take the appeal
    Given it is <today>
    And a request of the child denied on 1 March 2026
    And the <member> has filed <filed>
    When the <member> looks at the request
    Then it offers <offer>

    Examples:
      | member     | today          | filed                                   | offer                  |
      | child      | 2 April 2026   | no appeal of it                         | the appeal form        |
      | subscriber | 2 April 2026   | no appeal of it                         | the appeal form        |
      | spouse     | 2 April 2026   | no appeal of it                         | nothing                |
      | child      | 2 April 2026   | an appeal of it now in review           | nothing                |
      | child      | 2 April 2026   | an appeal of it since upheld            | the appeal form        |
      | child      | 2 April 2026   | an appeal of it since partly overturned | the appeal form        |
      | child      | 2 April 2026   | an appeal of it since overturned        | nothing                |
      | child      | 28 August 2026 | no appeal of it                         | the appeal form        |
      | child      | 29 August 2026 | no appeal of it                         | what can still be done |

  Scenario Outline: Each member sees only the appeals they filed
    Given appeals written by the subscriber about the child, by the spouse and by the child
    When the <member> opens their appeals
    Then they see their own appeals and nobody else's

    Examples:
      | member     |
      | subscriber |
      | spouse     |
      | child      |

  Scenario Outline: Denied and partly approved requests, and denied and partly denied claims, may be appealed
    When a <decision> is <status>
    Then it <may> be appealed

    Examples:
      | decision      | status                            | may     |
      | authorization | denied                            | may     |
      | authorization | partly approved                   | may     |
      | authorization | approved                          | may not |
      | authorization | in review                         | may not |
      | claim         | denied                            | may     |
      | claim         | processed with one line not paid  | may     |
      | claim         | processed with every line paid    | may not |
      | claim         | pending                           | may not |

  Scenario Outline: What an appeal needs before it is filed
    When an appeal of a <decision> is written with:
      | reason                | <reason>         |
      | appellant             | <appellant>      |
      | representative's form | <form>           |
      | expedited             | <expedited>      |
      | attestation           | <attestation>    |
    Then the appeal is <verdict>

    Examples:
      | decision      | reason          | appellant   | form     | expedited | attestation | verdict                                                                                                                                   |
      | claim         | 4000 characters | the member  | none     | no        | no          | ready to file                                                                                                                             |
      | claim         | 4001 characters | the member  | none     | no        | no          | refused: Your reasons can be at most 4,000 characters.                                                                                    |
      | claim         | nothing         | the member  | none     | no        | no          | refused: Tell us why you think the decision should change.                                                                                |
      | authorization | 200 characters  | Dana Hollis | attached | no        | no          | ready to file                                                                                                                             |
      | authorization | 200 characters  | Dana Hollis | none     | no        | no          | refused: Attach the authorization form you signed naming your representative.                                                             |
      | authorization | 200 characters  | the member  | none     | yes       | signed      | ready to file                                                                                                                             |
      | authorization | 200 characters  | the member  | none     | yes       | no          | refused: Confirm that waiting for a standard decision could seriously jeopardize your life, health or ability to regain maximum function. |
      | claim         | 200 characters  | the member  | none     | yes       | signed      | refused: Only care you have not received yet can be decided urgently.                                                                     |

  Scenario Outline: An appeal's files follow the secure messages' rules
    Given an appeal that already carries <attached> files
    When the member attaches "<name>" whose content is <content> and whose size is <size>
    Then the file is <verdict>

    Examples:
      | attached | name      | content     | size    | verdict                                                                         |
      | 0        | letter.pdf | a PDF      | 2 MB    | attached                                                                        |
      | 0        | letter.pdf | a Word file | 1 MB   | refused: letter.pdf is not a PDF, JPEG or PNG file, so it cannot be attached.   |
      | 0        | scan.png  | a PNG       | 10.1 MB | refused: scan.png is larger than 10 MB, so it cannot be attached.               |
      | 5        | sixth.pdf | a PDF       | 1 MB    | refused: sixth.pdf was not attached: an appeal can carry at most 5 files.       |

  Scenario Outline: A complaint has a category and a short description
    When a complaint about "<category>" says "<description>"
    Then the complaint is <verdict>

    Examples:
      | category        | description                             | verdict                                          |
      | quality-of-care | The clinic kept me waiting three hours. | ready to send                                    |
      |                 | The clinic kept me waiting three hours. | refused: Choose what your complaint is about.    |
      | provider        |                                         | refused: Describe your complaint.                |

  Scenario: The plan answers a complaint within 30 days
    When a complaint is received on 2 March 2026
    Then the plan answers it by 1 April 2026
