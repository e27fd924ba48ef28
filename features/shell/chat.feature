Feature: Chat with Member Services
  Chat starts only when the member's chat settings say to show it, and only with the one chat service
  the insurer knows. Settings that name any other chat service never start a chat.

  Scenario Outline: Which members are offered chat
    Given the sandbox member "<member>" of the <brand> brand has signed in
    When their chat settings are looked at
    Then chat is <offered>

    Examples:
      | member     | brand      | offered     |
      | subscriber | main       | offered     |
      | spouse     | main       | offered     |
      | termed     | main       | not offered |
      | summit     | Summit     | not offered |
      | providence | Providence | not offered |

  Scenario Outline: The settings must ask for chat and name the known chat service
    Given chat settings that <display> and name the chat service "<service>"
    When the chat settings are checked against the known chat service "chat.cascadehealth.example.com"
    Then chat is <offered>

    Examples:
      | display         | service                                 | offered     |
      | show chat       | chat.cascadehealth.example.com          | offered     |
      | show chat       | https://chat.cascadehealth.example.com/ | offered     |
      | do not show chat | chat.cascadehealth.example.com         | not offered |
      | show chat       | chat.attacker.example.net               | not offered |
      | show chat       | chat.cascadehealth.example.com.evil.net | not offered |
      | show chat       |                                         | not offered |
