@benefits
Feature: Dental services and maximums
  Dental services that do not apply to a member (amount -1, e.g. children's sealants for an adult) or are
  not covered (amount 0, e.g. whitening) are not listed; neither is a maximum figure of -1 or 0.

  Background:
    Given the sandbox member "subscriber" of the main brand has signed in

  Scenario Outline: Only services that apply and are covered are listed
    When they open the dental benefits of <member>
    Then the dental service "<code>" is <shown>

    Examples:
      | member | code  | shown     |
      | Daniel | D1110 | shown     |
      | Daniel | D1120 | not shown |
      | Daniel | D1351 | not shown |
      | Daniel | D8090 | not shown |
      | Daniel | D9972 | not shown |
      | Maya   | D1120 | shown     |
      | Maya   | D8080 | shown     |
      | Maya   | D1110 | not shown |

  Scenario: A category left with no service is not shown
    When they open the dental benefits of Daniel
    Then the dental categories read "Diagnostic & Preventive, Basic Services, Major Services"

  Scenario: A maximum without a family amount shows only the individual figure
    When they open the dental benefits of Daniel
    Then the dental maximum "Annual Maximum" shows "individual"
    And the dental maximum "Deductible" shows "individual, family"
