@journeys
Feature: Signing in and landing where the rules say
  Members sign in with their username and password. Where they land depends on their brand, their
  token, their groups, their e-mail address, their account status and their policies (spec section 4).

  @main @summit @providence
  Scenario Outline: Each sandbox member lands where the post-login rules send them
    Given the sandbox member "<member>" of the <brand> brand
    When they sign in with their password
    Then they land on the <destination>

    Examples:
      | member       | brand      | destination             |
      | subscriber   | main       | home page               |
      | spouse       | main       | home page               |
      | termed       | main       | home page               |
      | multigroup   | main       | plan selection page     |
      | noemail      | main       | update email page       |
      | newuser      | main       | change password page    |
      | retry        | main       | home page               |
      | summit       | Summit     | home page               |
      | summitnewid  | Summit     | new ID page             |
      | providence   | Providence | home page               |
      | provunsigned | Providence | registration policies   |
      | provdep      | Providence | home page               |
      | provnewid    | Providence | new ID page             |

  @main
  Scenario: A moda360 member is handed to the single sign-on portal with their token
    Given the sandbox member "moda360" of the main brand
    When they sign in with their password
    Then their token is posted to single sign-on

  @main
  Scenario: A member signs in on another brand than their own
    Given the sandbox member "providence" of the main brand
    When they sign in with their password
    Then they are told "Username and/or password unrecognized. Please try again."

  @main
  Scenario: A username no member has
    Given someone on the main brand whose username "nobodyhere" belongs to no member
    When they sign in with the password "Sandbox1"
    Then they are told "Username and/or password unrecognized. Please try again."
    And they stay signed out

  @main
  Scenario: A wrong password
    Given the sandbox member "subscriber" of the main brand
    When they sign in with the password "Wrong123"
    Then they are told "Username and/or password unrecognized. Please try again."
    And they stay signed out

  @main
  Scenario: A locked account
    Given the sandbox member "locked" of the main brand
    When they sign in with their password
    Then they are told "Your account is locked due to too many login attempts. To unlock, please Contact Customer Service."

  @main
  Scenario: Wrong passwords count down the attempts left
    Given the sandbox member "retry" of the main brand
    When they sign in with the password "Wrong123"
    Then they are told "Username and/or password unrecognized. You have 2 attempt(s) remaining."
    And the login message's links are "forgot username, forgot password"

  @main
  Scenario: Nothing is sent while the form is incomplete
    Given the sandbox member "subscriber" of the main brand
    When they sign in without a password
    Then the login form messages are "Password is a required field"
    And they stay signed out

  @main
  Scenario: The home page greets the member by first name with their subscriber ID
    Given the sandbox member "subscriber" of the main brand
    When they sign in with their password
    And they open their home page
    Then the welcome banner reads "Daniel, welcome to your Member Dashboard"
    And their member information tile shows the Subscriber ID "M10458231"

  @main
  Scenario: Logging out forgets the member
    Given the sandbox member "subscriber" of the main brand has signed in
    When they log out
    Then they land on the login page
    And no token, cached read or stored value of theirs is left

  @providence
  Scenario: Logging out on Providence shows the Providence logout page
    Given the sandbox member "providence" of the Providence brand has signed in
    When they log out
    Then they land on the logout page
