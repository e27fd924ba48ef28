@shell
Feature: Chat with Member Services
  Chat starts only when the member's chat settings say to show it, and only with the one chat service
  the insurer knows. Settings that name any other chat service never start a chat.

  @main @summit @providence
  Scenario Outline: Which members are offered chat
    Given the sandbox member "<member>" of the <brand> brand has signed in
    When the dashboard works out their chat settings
    Then chat is <offered>

    Examples:
      | member     | brand      | offered     |
      | subscriber | main       | offered     |
      | spouse     | main       | offered     |
      | termed     | main       | not offered |
      | summit     | Summit     | not offered |
      | providence | Providence | not offered |

  Scenario Outline: The settings must ask for chat and name the known chat service
    Given chat settings that <display> and name <service>
    When the dashboard works out their chat settings
    Then chat is <offered>

    Examples:
      | display          | service                                 | offered     |
      | show chat        | the known chat service                  | offered     |
      | show chat        | the known chat service as a web address | offered     |
      | do not show chat | the known chat service                  | not offered |
      | show chat        | another chat service                    | not offered |
      | show chat        | a look-alike of the known chat service  | not offered |
      | show chat        | no chat service                         | not offered |
