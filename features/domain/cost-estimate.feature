@domain
Feature: Estimated out-of-pocket for a service
  A member's estimate for a service at a provider's negotiated rate follows the plan's cost sharing and what is
  left of the member's deductible and out-of-pocket maximum this year; for dental, of the annual maximum.

  Scenario Outline: <situation>
    Given a plan that charges a copay of <copay> and coinsurance of <coinsurance>% after the deductible
    And the member has <deductible> of the individual deductible and <oop> of the individual out-of-pocket left
    And the family has <familyDeductible> of the family deductible and <familyOop> of the family out-of-pocket left
    And <annualMaximum> of the dental annual maximum is left
    When the member estimates a service with a negotiated rate of <rate>
    Then the member pays <memberPays> and the plan pays <planPays>

    Examples:
      | situation                                   | copay | coinsurance | deductible | oop  | familyDeductible | familyOop | annualMaximum | rate | memberPays | planPays |
      | deductible not met                          | 0     | 20          | 1000       | 5000 | none             | none      | none          | 200  | 200        | 0        |
      | deductible partly met                       | 0     | 20          | 100        | 5000 | none             | none      | none          | 200  | 120        | 80       |
      | deductible met                              | 0     | 20          | 0          | 5000 | none             | none      | none          | 200  | 40         | 160      |
      | out-of-pocket maximum reached               | 0     | 20          | 500        | 0    | none             | none      | none          | 200  | 0          | 200      |
      | family deductible met before the individual | 0     | 20          | 1000       | 5000 | 0                | 8000      | none          | 200  | 40         | 160      |
      | individual deductible met before the family | 0     | 20          | 0          | 5000 | 2000             | 8000      | none          | 200  | 40         | 160      |
      | copay then coinsurance                      | 25    | 20          | 0          | 5000 | none             | none      | none          | 125  | 45         | 80       |
      | dental annual maximum nearly used up        | 0     | 50          | 0          | 9999 | none             | none      | 100           | 1000 | 900        | 100      |

  Scenario: A dental estimate is bounded by what is left of the annual maximum, not by an out-of-pocket maximum
    Given the member's limits leave 50 of the dental deductible and 300 of the dental annual maximum
    When the member estimates a dental service at 1000 that the plan pays at 50% after the deductible
    Then the member pays 700 and the plan pays 300

  Scenario Outline: The cost estimator is offered to members covered today for medical or dental care
    Given a member whose medical coverage is <medical> and dental coverage is <dental>
    When the dashboard works out the find care menu
    Then the cost estimator in the find care menu is <offered>

    Examples:
      | medical | dental | offered     |
      | active  | none   | offered     |
      | none    | active | offered     |
      | future  | future | not offered |
      | termed  | active | offered     |

  Scenario Outline: The estimator's search says what is wrong with it
    When a member searches the cost estimator for "<search>" from ZIP "<zip>"
    Then the estimator's form says "<message>"

    Examples:
      | search | zip   | message                                                            |
      |        | 97214 | Service, procedure code or provider is a required field            |
      | x      | 97214 | Service, procedure code or provider is under the character minimum |
      | crown  | 972   | Invalid zip code                                                   |
      | crown  | 97214 | nothing                                                            |

  Scenario Outline: The estimator finds a service by the words a member uses, in English or in Spanish
    Given a service the insurer names "<english>" in English and "<spanish>" in Spanish
    When they estimate the cost of "<search>"
    Then the cost estimator <verdict> that service

    Examples:
      | english                | spanish                            | search                 | verdict       |
      | MRI of the knee        | Resonancia magnética de la rodilla | MRI                    | finds         |
      | MRI of the knee        | Resonancia magnética de la rodilla | resonancia             | finds         |
      | MRI of the knee        | Resonancia magnética de la rodilla | resonancia magnetica   | finds         |
      | MRI of the knee        | Resonancia magnética de la rodilla | resonancia de rodilla  | finds         |
      | Teeth cleaning (adult) | Limpieza dental (adulto)           | limpieza dental        | finds         |
      | Teeth cleaning (adult) | Limpieza dental (adulto)           | teeth cleaning         | finds         |
      | Teeth cleaning (adult) | Limpieza dental (adulto)           | limpieza de la muela   | does not find |
      | Teeth cleaning (adult) | Limpieza dental (adulto)           | x-ray                  | does not find |

  Scenario Outline: Services meant for the member's age are listed first: <situation>
    Given the estimator found "Teeth cleaning (child)" meant for ages "0 to 13", the member paying 62
    And the estimator found "Teeth cleaning (adult)" meant for ages "14 and over", the member paying 88
    And the estimator found "Periodic dental exam" meant for ages "any age", the member paying 70
    When the results are put cheapest first for a member aged "<age>"
    Then the ordered results read "<order>"

    Examples:
      | situation                                              | age     | order                                                                |
      | an adult sees the adult's cleaning before the child's  | 40      | Periodic dental exam, Teeth cleaning (adult), Teeth cleaning (child) |
      | a child sees the child's cleaning first                | 8       | Teeth cleaning (child), Periodic dental exam, Teeth cleaning (adult) |
      | the last age a service is meant for still fits it      | 13      | Teeth cleaning (child), Periodic dental exam, Teeth cleaning (adult) |
      | the first age a service is meant for fits it           | 14      | Periodic dental exam, Teeth cleaning (adult), Teeth cleaning (child) |
      | an unknown age puts the cheapest first                 | unknown | Teeth cleaning (child), Periodic dental exam, Teeth cleaning (adult) |
