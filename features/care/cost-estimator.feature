@care
Feature: What care costs, before the visit
  Members search a service by its plain name, its procedure code (CPT, CDT) or a provider, and see the
  in-network providers that perform it with their negotiated rate and what the member would pay: the plan's
  cost sharing applied to what is left of the member's deductible, out-of-pocket maximum and, for dental,
  annual maximum. The subscriber can estimate for anyone in the family, a dependant only for themselves.

  @main
  Scenario: A service searched by its plain name lists in-network providers with the member's estimate
    Given the sandbox member "subscriber" of the main brand has signed in
    When they estimate the cost of "teeth cleaning adult"
    Then every result is a price of "D1110" with an estimate that adds up to the negotiated rate

  @main
  Scenario: A service searched by its procedure code
    Given the sandbox member "subscriber" of the main brand has signed in
    When they estimate the cost of "99213"
    Then every result is a price of "99213" with an estimate that adds up to the negotiated rate

  @main
  Scenario: A provider's services are found by the provider's name
    Given the sandbox member "subscriber" of the main brand has signed in
    When they estimate the cost of "Bridgeview Dental"
    Then every result is at "Bridgeview Dental Group"

  @main
  Scenario: The estimate charges what is left of the member's deductible first
    Given the sandbox member "subscriber" of the main brand has signed in
    When they estimate the cost of "MRI lower back"
    Then each estimate puts toward the deductible the lesser of the rate and what is left of the member's in-network deductible

  @main
  Scenario: Results can be put nearest first
    Given the sandbox member "subscriber" of the main brand has signed in
    When they estimate the cost of "chest x-ray" nearest first
    Then the results are listed nearest first

  @main
  Scenario: Results can be put cheapest first
    Given the sandbox member "subscriber" of the main brand has signed in
    When they estimate the cost of "chest x-ray" cheapest first
    Then the results are listed cheapest first

  @main
  Scenario: A procedure code the price list does not know
    Given the sandbox member "subscriber" of the main brand has signed in
    When they estimate the cost of "D9972"
    Then they are told "We could not find the procedure code D9972 in our price list. Check the code, or search by the service’s name, such as “cleaning” or “X-ray”."

  @main
  Scenario: Words that match no service and no provider
    Given the sandbox member "subscriber" of the main brand has signed in
    When they estimate the cost of "acupuncture"
    Then they are told "No services or in-network providers match “acupuncture”. Try another word, such as “X-ray”, “cleaning” or “office visit”."

  @providence
  Scenario: A member without medical coverage searches a medical service
    Given the sandbox member "providence" of the Providence brand has signed in
    When they estimate the cost of "chest x-ray"
    Then they are told "Olivia Bishop has no medical coverage today, so we cannot estimate these services. Choose another member, or search for a service your plan covers."

  @main
  Scenario Outline: Whom a member can estimate for
    Given the sandbox member "<member>" of the main brand has signed in
    When they open the cost estimator
    Then they can estimate for "<names>"

    Examples:
      | member     | names                             |
      | subscriber | Daniel, Rebecca, Maya, Owen, Ava  |
      | spouse     | Rebecca                           |

  @main
  Scenario: The sandbox's claims allow the same negotiated rates as the estimator
    Given the sandbox member "subscriber" of the main brand has signed in
    When they compare their processed in-network claims with the price list
    Then every claim line for a listed service at a listed provider allowed that provider's negotiated rate
