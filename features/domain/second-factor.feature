@domain
Feature: Two-step sign-in and the fresh check before sensitive changes
  A member may add a second step to signing in with the password: an authenticator app's codes. A passkey
  is another way in, on its own: it stands for both factors. Changing the password, the e-mail address or
  the security questions, cancelling a plan, changing data sharing, removing a passkey, turning the
  authenticator app off and making new recovery codes ask the member to prove again who they are when
  their last proof is more than 5 minutes old: with the app's code (or a recovery code) when they have the
  app, or with the password when they have not; a member with a passkey may always answer with it. Wrong
  codes are limited: the 5th wrong code in a row locks the codes for 15 minutes. Ten recovery codes are
  shown once, and each works once. A member with no second factor is invited to add one; "Not now" sets
  the invitation aside for 30 days.

  Scenario Outline: A sensitive change asks for a fresh check when the last proof is more than 5 minutes old
    Given the member last proved who they are <age> ago and <has> a second factor
    When they ask to <action>
    Then they are asked for <check>

    Examples:
      | age        | has      | action                    | check             |
      | 4 minutes  | has      | cancel their plan         | nothing           |
      | 5 minutes  | has      | cancel their plan         | nothing           |
      | 6 minutes  | has      | cancel their plan         | a second factor   |
      | 6 minutes  | has no   | cancel their plan         | their password    |
      | 6 minutes  | has      | change their password     | a second factor   |
      | 6 minutes  | has      | change their e-mail       | a second factor   |
      | 6 minutes  | has      | change security questions | a second factor   |
      | 6 minutes  | has      | change data sharing       | a second factor   |
      | 6 minutes  | has      | remove a passkey          | a second factor   |
      | 6 minutes  | has      | turn off their app        | a second factor   |
      | 6 minutes  | has      | make new recovery codes   | a second factor   |
      | 60 minutes | has      | read their claims         | nothing           |

  Scenario Outline: A member with a second factor proves it again with one, not with the password alone
    Given the member <has> a second factor
    Then a fresh proof by <method> <counts> as a fresh check

    Examples:
      | has    | method           | counts         |
      | has    | password         | does not count |
      | has    | an app's code    | counts         |
      | has    | a recovery code  | counts         |
      | has    | a passkey        | counts         |
      | has no | password         | counts         |

  Scenario Outline: A member with a passkey may answer the fresh check with it, whatever the check asks for
    Given the member is asked for <check> before a sensitive change
    And they <passkey> a passkey
    Then they may answer with <ways>

    Examples:
      | check           | passkey | ways                                           |
      | their password  | have no | their password                                 |
      | their password  | have    | their password or a passkey                    |
      | a second factor | have no | an app's code or a recovery code               |
      | a second factor | have    | an app's code or a recovery code, or a passkey |

  Scenario Outline: A member without a second factor is invited to add one, never made to
    Given the member <app> an authenticator app and <passkeys> passkeys
    And they <set aside> the invitation
    Then the invitation to add a second factor is <invitation>

    Examples:
      | app    | passkeys | set aside          | invitation |
      | has no | 0        | have not set aside | shown      |
      | has no | 0        | have set aside     | not shown  |
      | has    | 0        | have not set aside | not shown  |
      | has no | 1        | have not set aside | not shown  |

  Scenario Outline: "Not now" sets the invitation aside for 30 days
    Given the member set the invitation aside <when>
    Then the invitation is <state>

    Examples:
      | when        | state           |
      | today       | still set aside |
      | 29 days ago | still set aside |
      | 30 days ago | offered again   |

  Scenario: The fifth wrong code in a row locks the codes for 15 minutes
    Given the member has entered 4 wrong codes in a row
    When they enter another wrong code
    Then their codes are locked for 15 minutes

  Scenario: Until the limit, each wrong code says how many tries are left
    Given the member has entered 2 wrong codes in a row
    When they enter another wrong code
    Then they have 2 tries left

  Scenario: Once the lock has run out the member has every try again
    Given the member's codes were locked 16 minutes ago
    Then they have 5 tries left

  Scenario: A right code starts the count again
    Given the member has entered 4 wrong codes in a row
    When they enter a right code
    Then they have 5 tries left

  Scenario: Ten recovery codes, each different
    When the member makes their recovery codes
    Then they have 10 different recovery codes

  Scenario: A recovery code works once, and is refused the second time
    Given the member has their 10 recovery codes
    When they use their first recovery code
    Then the code is accepted
    And 9 recovery codes are left
    When they use their first recovery code
    Then the code is refused

  Scenario: A pasted recovery code with spaces and small letters works as typed
    Given the member has their 10 recovery codes
    When they paste their first recovery code in small letters with spaces around it
    Then the code is accepted
