@domain
Feature: Programs on the home page
  Members see their high-priority programs on the home page: up to five featured programs, and a list
  of up to six programs plus shortcut tiles. Members without current coverage see no featured programs.

  Background:
    Given the member's programs are:
      | name                        | eligible | high priority | display order |
      | Cost estimator              | yes      | yes           | 7             |
      | Choose healthy              | yes      | yes           | 2             |
      | Text a doctor               | yes      | yes           | 5             |
      | Call a nurse                | yes      | yes           | 1             |
      | Passport dental             | yes      | yes           | 3             |
      | Dental cost estimator       | yes      | yes           | 6             |
      | Mobile therapy              | yes      | yes           | 4             |
      | Active and fit              | yes      | no            | 0             |
      | Find a dentist              | no       | yes           | 0             |

  Scenario: Featured programs are the eligible high-priority ones in display order, at most five
    When the home programs are chosen for a member who is enrolled
    Then the featured programs are "Call a nurse, Choose healthy, Passport dental, Mobile therapy, Text a doctor"

  Scenario: The home page lists at most six high-priority enrolled programs
    When the home programs are chosen for a member who is enrolled
    Then the listed programs are "Call a nurse, Choose healthy, Passport dental, Mobile therapy, Text a doctor, Dental cost estimator"

  Scenario: Termed members see no featured programs
    When the home programs are chosen for a member who is termed
    Then the featured programs are "nothing"
    And the listed programs are "nothing"

  Scenario Outline: Long program names are shortened on their tile
    Then a program called "<name>" reads "<tile>" on its tile

    Examples:
      | name                                | tile                         |
      | Behavioral health champions program | Behavioral health champio... |
      | Twenty-five characters ok           | Twenty-five characters ok    |
      | Call a nurse                        | Call a nurse                 |

  @main @summit @providence
  Scenario Outline: Shortcut tiles depend on the brand, eBill, coverage and the outline of coverage
    Given a member of the <brand> brand with eBill <ebill>, termed <termed> and an outline of coverage <outline>
    When the dashboard works out the shortcut tiles
    Then the shortcut tiles are "<shortcuts>"

    Examples:
      | brand      | ebill | termed | outline | shortcuts                                 |
      | main       | yes   | no     | yes     | All programs, eBill, Outline of Coverage  |
      | main       | no    | no     | yes     | All programs, Outline of Coverage         |
      | main       | yes   | yes    | yes     | Outline of Coverage                       |
      | main       | yes   | yes    | no      | nothing                                   |
      | main       | yes   | no     | no      | All programs, eBill                       |
      | Summit     | yes   | no     | no      | All programs, eBill                       |
      | Providence | yes   | no     | yes     | nothing                                   |
