@domain
Feature: Error messages
  When something goes wrong the member sees a message in plain words and a way forward. Login refusals
  say why; failed requests lead to an error page, unless the screen handles them itself.

  Scenario Outline: Each kind of failure has its own error page text
    When the error page for status <status> is shown to a visitor
    Then the error page heading is "<heading>"
    And the error page detail is "<detail>"

    Examples:
      | status | heading                                                                    | detail                                                          |
      | 1      | Sorry, it looks like there's a problem.                                    | Temporarily unable to access resource. Please try again later. |
      | 400    | Sorry, it looks like there's a problem.                                    | Error code: 400 Bad request                                     |
      | 401    | Sorry, but we aren't able to authenticate you.                             | Error code: 401 Unauthorized                                    |
      | 403    | Sorry, it looks like you don't have access to this page.                   | nothing                                                         |
      | 404    | Sorry, it looks like we can't find that page.                              | nothing                                                         |
      | 408    | Sorry, this is taking longer than expected.                                | nothing                                                         |
      | 500    | Sorry, we're having a problem with our system. We'll get this fixed soon.  | nothing                                                         |
      | 502    | Sorry, something went wrong.                                               | nothing                                                         |
      | 503    | Sorry, we're unable to handle your request at this time.                   | nothing                                                         |
      | 418    | Sorry, it looks like there's a problem.                                    | nothing                                                         |

  Scenario: The error page suggests what to try
    When the error page for status 500 is shown to a visitor
    Then the error page suggests:
      | Reload the page.                        |
      | Log out and log back in again.          |
      | Come back later and try again.          |
      | Clear your browser's cache and cookies. |
      | Check your internet connection.         |
      | Reboot your device.                     |

  Scenario Outline: The error page leads visitors and members back to where they belong
    When the error page for status 404 is shown to a <who>
    Then the error page offers "<links>"

    Examples:
      | who     | links                                                      |
      | visitor | Home: start page, Customer service: public contact page    |
      | member  | Home: member home page, Customer service: members' support |

  Scenario Outline: A refused login says why
    Given the login service answers "<code>" with <attempts> attempts remaining
    When the dashboard works out the login refusal's message
    Then they are told "<message>"
    And the login message's links are "<links>"

    Examples:
      | code                     | attempts | message                                                                                            | links                            |
      | LOGIN_ATTEMPTS_REMAINING | 2        | Username and/or password unrecognized. You have 2 attempt(s) remaining.                            | forgot username, forgot password |
      | LOGIN_ATTEMPTS_REMAINING | 1        | Username and/or password unrecognized. You have 1 attempt(s) remaining.                            | forgot username, forgot password |
      | ACCOUNT_LOCKED           | no       | Your account is locked due to too many login attempts. To unlock, please Contact Customer Service. | public contact page              |
      | UNRECOGNIZED             | no       | Username and/or password unrecognized. Please try again.                                           | nothing                          |
      | LOGIN_ATTEMPTS_REMAINING | no       | Username and/or password unrecognized. Please try again.                                           | nothing                          |

  Scenario Outline: A login the service cannot answer is said on the login form, not on the error page
    Given the login service <fails>
    When the dashboard works out the login failure's message
    Then they are told "<message>"

    Examples:
      | fails                      | message                                                                                            |
      | cannot be reached          | We couldn't reach the Member Dashboard. Check your internet connection, then try logging in again. |
      | does not answer in time    | Logging in is taking longer than expected. Please try again in a moment.                           |
      | fails with status 503      | We can't log you in right now because of a problem on our side. Please try again in a few minutes. |
      | sends an answer it garbled | We can't log you in right now because of a problem on our side. Please try again in a few minutes. |

  @main @summit @providence
  Scenario Outline: Failed requests go to the error page unless their screen handles them
    Given a <method> request to the <service> service fails with status <status>
    When the failure is handled on the <brand> brand
    Then the failure is <handling>

    Examples: Handled by their screens
      | method | service                 | status | brand | handling          |
      | POST   | registration            | 500    | main  | left to the screen |
      | POST   | login                   | 401    | main  | left to the screen |
      | GET    | security questions      | 500    | main  | left to the screen |
      | POST   | forgot password         | 404    | main  | left to the screen |
      | POST   | forgot username         | 404    | main  | left to the screen |
      | PUT    | password change         | 400    | main  | left to the screen |
      | GET    | Medicare materials      | 403    | main  | left to the screen |
      | GET    | EOBs                    | 500    | main  | left to the screen |
      | GET    | claims                  | 500    | main  | left to the screen |
      | GET    | provider lookup         | 404    | main  | left to the screen |
      | POST   | new ID                  | 400    | main  | left to the screen |
      | POST   | new ID                  | 404    | main  | left to the screen |

    Examples: Handled globally
      | method | service                 | status | brand      | handling                   |
      | POST   | new ID                  | 500    | main       | shown on the error page    |
      | GET    | medical benefits        | 503    | main       | shown on the error page    |
      | GET    | groups                  | 1      | main       | shown on the error page    |
      | GET    | medical benefits        | 401    | main       | sent to the login page     |
      | GET    | medical benefits        | 401    | Summit     | sent to the login page     |
      | GET    | medical benefits        | 401    | Providence | shown on the error page    |
