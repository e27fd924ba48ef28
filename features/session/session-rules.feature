@session
Feature: The session around the screens
  Rules that hold on every screen: single sign-on lands members on their dashboard, a rejected session
  goes back to login (except on Providence, which shows the error page), and logging out in one tab logs
  out every other tab and forgets what was typed into registration (spec sections 2, 4 and 8).

  @main
  Scenario Outline: The single sign-on landing only routes onward
    Given the sandbox member "subscriber" of the main brand
    And they <state>
    When they arrive on the single sign-on landing
    Then they land on the <page>

    Examples:
      | state                     | page        |
      | have signed in            | home page   |
      | have not signed in        | logout page |

  @main @providence
  Scenario Outline: A session the insurer no longer accepts
    Given the sandbox member "<member>" of the <brand> brand has signed in
    When the insurer answers a request with 401
    Then the failure is <handling>

    Examples:
      | member     | brand      | handling                |
      | subscriber | main       | sent to the login page  |
      | providence | Providence | shown on the error page |

  @main
  Scenario: Logging out in another tab logs this tab out
    Given the sandbox member "subscriber" of the main brand has signed in
    When they log out in another tab
    Then they are signed out and sent to the login page

  Scenario: Logging out forgets a registration in progress
    Given someone started registering as "Owen" "Hollis"
    When they log out
    Then the registration starts again from empty details

  @providence
  Scenario: An answer that arrives after the member logged out changes nothing
    Given the sandbox member "providence" of the Providence brand has signed in
    And they log out
    And they land on the logout page
    When the insurer answers a request with 401
    Then nothing is shown in place of the page they are on

  @main
  Scenario Outline: A login answer that names a page to continue at
    Given the sandbox member "subscriber" of the main brand
    And the login answer redirects to <target>
    When they sign in with their password
    Then the redirect is <decision>

    Examples:
      | target                         | decision |
      | a page of an untrusted site    | refused  |
      | a look-alike of a trusted site | refused  |
      | another page of a trusted site | followed |
