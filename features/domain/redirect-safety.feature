@domain
Feature: Following a redirect after login
  A login answer may name a page to continue at. The dashboard follows it only to trusted sites, so a
  member and their token are never sent somewhere foreign. If it is the page the member is already on,
  the page is reloaded instead.

  Scenario Outline: Only redirects to trusted sites are followed
    Given the login answer redirects to <target>
    When the dashboard works out what to do with the redirect
    Then the redirect is <decision>

    Examples:
      | target                                   | decision |
      | another page of a trusted site           | followed |
      | the current page of a trusted site       | reloaded |
      | a page of an untrusted site              | refused  |
      | a look-alike of a trusted site           | refused  |
      | a trusted site without encryption        | refused  |
      | a script                                 | refused  |
      | a trusted site with a password in it     | refused  |
      | something that is not an address         | refused  |
      | nowhere                                  | ignored  |
