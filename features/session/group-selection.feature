@session
Feature: Choosing a plan
  A member with more than one plan, one of them on the moda360 portal, chooses which plan to enter the
  dashboard with before they get there. Once logged in, they can switch plans from the header: that ends
  their session for the old plan, switches and takes them on as after a login (spec section 4).

  Background:
    Given the sandbox member "multigroup" of the main brand has signed in

  Scenario: Each plan is listed with its group, name and dates
    When they open the plans they can choose from
    Then the plans they can choose from are "Rose City Architects, Pacific Crest Staffing"
    And each plan reads "groupId groupName: effective - present"
    And the plan they signed in with is "Rose City Architects"

  Scenario: Choosing the plan they signed in with goes straight on
    When they choose the plan "Rose City Architects"
    Then they are not switched to another plan
    And they land on the home page
    And their choice of plan is remembered for the rest of the sign-in

  Scenario: Choosing another plan switches to it first, then routing carries on
    When they choose the plan "Pacific Crest Staffing"
    Then they are switched to the plan "Pacific Crest Staffing"
    And their token is posted to single sign-on

  Scenario: Switching plans from the header once logged in
    Given they entered the dashboard with the plan "Pacific Crest Staffing" and portal navigation blocked
    When they switch to the plan "Rose City Architects" from the header
    Then they land on the home page
    And their session is now for the plan "Rose City Architects"

  Scenario: A switch the insurer refuses leaves a logged-in member where they were
    Given they entered the dashboard with the plan "Pacific Crest Staffing" and portal navigation blocked
    When they switch to a plan the insurer does not know from the header
    Then the switch fails with the status 404
    And their session is still for the plan "Pacific Crest Staffing"
