@care
Feature: Prior authorizations and referrals a member can follow
  Members follow every prior authorization and referral that stands between them and care: where it
  stands, when the plan's decision is due (72 hours after an expedited request is received, 7 days after
  a standard one), what was approved and until when, and why a request was denied. Approvals that run
  out within 30 days are flagged. The subscriber sees their own requests and the minors' in the family;
  an adult dependant's are theirs alone, and a minor's sensitive care (behavioral health, substance use,
  reproductive health) is theirs alone from the age of 14. Members can look up whether a service needs
  prior authorization on their plan's list.

  @main
  Scenario: The subscriber follows requests in every status
    Given the sandbox member "subscriber" of the main brand has signed in
    When they open their prior authorizations and referrals
    Then the request statuses read "Received, In review, More information needed, Approved, Partly approved, Denied, Expired, Withdrawn"
    And the requests are listed newest first

  @main
  Scenario: An approval past its last approved day has expired
    Given the sandbox member "subscriber" of the main brand has signed in
    When they open their prior authorizations and referrals
    Then the request for "Allergy testing and treatment" reads "Expired"

  @main
  Scenario: A denied request says why in plain words
    Given the sandbox member "subscriber" of the main brand has signed in
    When they open their prior authorizations and referrals
    Then the request for "Adalimumab injections (Humira)" reads "Denied"
    And the reason given reads "We denied this request because your plan covers adalimumab only after you have tried methotrexate for at least 3 months, and your records do not show that you have."

  @main
  Scenario: A request the doctor withdrew reads Withdrawn
    Given the sandbox member "subscriber" of the main brand has signed in
    When they open their prior authorizations and referrals
    Then the request for "CT scan of the chest" reads "Withdrawn"

  @summit
  Scenario: A Summit member follows the approval of their MRI
    Given the sandbox member "summit" of the Summit brand has signed in
    When they open their prior authorizations and referrals
    Then the request for "MRI of the lower back" reads "Approved"

  @providence
  Scenario: An approval still in force reads Approved
    Given the sandbox member "providence" of the Providence brand has signed in
    When they open their prior authorizations and referrals
    Then the request for "Crown, porcelain or ceramic" reads "Approved"

  @main
  Scenario: Approved care links to its estimate
    Given the sandbox member "subscriber" of the main brand has signed in
    When they open their prior authorizations and referrals
    Then the request for "MRI of the knee" offers an estimate of "73721"
    And the request for "Physical therapy, therapeutic exercise" offers an estimate of "97110"
    And the request for "Adalimumab injections (Humira)" offers no estimate
    And the request for "Allergy testing and treatment" offers no estimate
    When they estimate the cost of "73721"
    Then every result is a price of "73721" with an estimate that adds up to the negotiated rate

  @main
  Scenario: A member who reads Spanish is told in Spanish what the plan decided and why
    Given the member chose Español
    And the sandbox member "subscriber" of the main brand has signed in
    When they open their prior authorizations and referrals
    Then the request for "Inyecciones de adalimumab (Humira)" reads "Denegada"
    And the reason given reads "Negamos esta solicitud porque su plan cubre el adalimumab solo después de que haya probado el metotrexato durante al menos 3 meses, y sus registros no muestran que lo haya hecho."
    And the request for "Resonancia magnética de la rodilla" reads "Aprobada"

  @main
  Scenario Outline: The plan's decision is due 72 hours after an expedited request and 7 days after a standard one
    Given it is 20 November 2025
    And the sandbox member "subscriber" of the main brand has signed in
    When they open their prior authorizations and referrals
    Then the <urgency> request for "<service>", received <received>, awaits a decision due by <due>

    Examples:
      | urgency   | service                               | received                   | due                        |
      | expedited | Psychotherapy, 45 minutes             | 19 November 2025, 11:30 AM | 22 November 2025, 11:30 AM |
      | standard  | Cardiology consultation and follow-up | 18 November 2025, 9:05 AM  | 25 November 2025, 9:05 AM  |

  @main @summit @providence
  Scenario Outline: Approvals that run out within 30 days are flagged
    Given the sandbox member "<member>" of the <brand> brand has signed in
    When they open their prior authorizations and referrals
    Then the approvals expiring within 30 days are "<approvals>"

    Examples:
      | member     | brand      | approvals                                              |
      | subscriber | main       | MRI of the knee; Physical therapy, therapeutic exercise |
      | summit     | Summit     | MRI of the lower back                                  |
      | providence | Providence | Crown, porcelain or ceramic                            |
      | provdep    | Providence |                                                        |

  @main @providence
  Scenario Outline: The home page notes approvals that expire within 30 days
    Given the sandbox member "<member>" of the <brand> brand has signed in
    When they open their home page
    Then the approvals expiring within 30 days are "<approvals>"

    Examples:
      | member     | brand      | approvals                                               |
      | subscriber | main       | MRI of the knee; Physical therapy, therapeutic exercise |
      | spouse     | main       |                                                         |
      | providence | Providence | Crown, porcelain or ceramic                             |
      | termed     | main       |                                                         |

  @main @providence
  Scenario Outline: The subscriber sees the minors' requests; an adult dependant's are theirs alone
    Given the sandbox member "<member>" of the <brand> brand has signed in
    When they open their prior authorizations and referrals
    Then the requests' members are "<names>"
    And the tracker's member filter offers "<names>"

    Examples:
      | member     | brand      | names             |
      | subscriber | main       | Daniel, Maya, Ava |
      | spouse     | main       | Rebecca           |
      | minor      | main       | Ava               |
      | provdep    | Providence | Emily             |

  @main
  Scenario: A minor's sensitive care is theirs alone from the age of 14
    Given the sandbox member "subscriber" of the main brand has signed in
    When they open their prior authorizations and referrals
    Then Maya's request for "Psychotherapy, 45 minutes" is shown
    But Ava's request for "Contraceptive implant or IUD placement" is not shown

  @main
  Scenario: A minor sees their own sensitive care
    Given the sandbox member "minor" of the main brand has signed in
    When they open their prior authorizations and referrals
    Then Ava's request for "Contraceptive implant or IUD placement" is shown

  @main
  Scenario: Narrowing the requests to one member and one status
    Given the sandbox member "subscriber" of the main brand has signed in
    When they follow the "Expired" requests of "Daniel"
    Then every request shown is Daniel's and reads "Expired"

  @main
  Scenario Outline: The received dates follow the stricter date range rule
    Given it is 20 November 2025
    And the sandbox member "subscriber" of the main brand has signed in
    When they follow the requests received from "<start>" to "<end>"
    Then the tracker's filter says "<message>"

    Examples:
      | start      | end        | message                                      |
      | 11/20/2023 | 11/19/2025 | nothing                                      |
      | 11/19/2023 | 11/19/2025 | Start date cannot be more than two years ago |
      | 06/30/2025 | 06/30/2025 | End date must be after the start date        |
      | 13/45/2025 | 06/30/2025 | Invalid start date                           |

  @main @providence
  Scenario Outline: Does this need prior authorization?
    Given the sandbox member "<member>" of the <brand> brand has signed in
    When they ask whether "<service>" needs prior authorization
    Then the prior authorization answer is "<answer>"

    Examples:
      | member     | brand      | service      | answer                                                     |
      | subscriber | main       | knee MRI     | MRI of the knee or another leg joint needs it              |
      | subscriber | main       | 99213        | Office visit with your doctor does not need it             |
      | subscriber | main       | 71020        | 71020 is not on the plan's list, so it does not need it    |
      | subscriber | main       | hip surgery  | nothing on the plan's list matches                         |
      | providence | Providence | knee MRI     | nothing on the plan's list matches                         |
      | providence | Providence | crown        | Crown, porcelain or ceramic needs it                       |
      | subscriber | main       | mr           | Service name or code is under the character minimum        |

  @providence
  Scenario: A Providence member follows the approval of their crown
    Given the sandbox member "providence" of the Providence brand has signed in
    When they open their prior authorizations and referrals
    Then the request for "Crown, porcelain or ceramic" reads "Approved"
