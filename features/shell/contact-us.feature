@shell
Feature: Contact us
  Visitors who cannot log in, and members with a question, find phone, hours and e-mail for account
  access and customer service of their brand, and the days the offices are closed.

  @main
  Scenario: The main brand lists each line of business and its own holiday calendar
    Given a visitor on the contact page of the main brand
    When the dashboard works out their contact page
    Then the contact page lists "Account access, Medical, Dental, Pharmacy, Medicare Advantage, Medicare Pharmacy, TTY"
    And the holiday calendar of the brand's own domain is shown

  @main
  Scenario: The main brand has Texas numbers for medical and pharmacy
    Given a visitor on the contact page of the main brand
    When the dashboard works out their contact page
    Then the "Medical" contact has a phone line for "Texas"
    And the "Pharmacy" contact has a phone line for "Texas"

  @main
  Scenario: The main brand's account access is open on weekdays and can be e-mailed
    Given a visitor on the contact page of the main brand
    When the dashboard works out their contact page
    Then the "Account access" contact is open "Monday through Friday, 7:30 a.m. to 5:30 p.m. PT"
    And the "Account access" contact can be e-mailed

  @main
  Scenario: The main brand's Medicare Advantage line has seasonal hours, and TTY callers dial 711
    Given a visitor on the contact page of the main brand
    When the dashboard works out their contact page
    Then the "Medicare Advantage" contact is open "October 1 to February 14: seven days a week, 7 a.m. to 8 p.m. PT"
    And the "TTY" contact says to call "711"

  @summit
  Scenario: Summit has two groups
    Given a visitor on the contact page of the Summit brand
    When the dashboard works out their contact page
    Then the contact page lists "Account access, Customer service"
    And the "Customer service" contact is open "October 1 to March 31: seven days a week, 7 a.m. to 8 p.m. PT"
    And the holiday calendar of the brand's own domain is shown

  @providence
  Scenario: Providence lists its customer service and its own holiday calendar
    Given a visitor on the contact page of the Providence brand
    When the dashboard works out their contact page
    Then the contact page lists "Account access, Customer service, TTY"
    And the holiday calendar of the brand's own domain is shown

  @providence
  Scenario: Providence's account access is open on weekdays, and both its lines can be e-mailed
    Given a visitor on the contact page of the Providence brand
    When the dashboard works out their contact page
    Then the "Account access" contact is open "Monday through Friday, 7:30 a.m. to 5:30 p.m. PT"
    And the "Account access" contact can be e-mailed
    And the "Customer service" contact can be e-mailed
