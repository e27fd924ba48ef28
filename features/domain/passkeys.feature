@domain
Feature: Passkeys
  A member may sign in with a passkey instead of the password. The insurer accepts a passkey's sign-in when
  its signature is right, the device checked the member (a fingerprint, a face, the device's PIN) and the
  device's signature counter moved on since the last sign-in: a counter that did not move on means a copy of
  the key is in use. An accepted passkey counts as both factors, so no code is asked after it. A member names
  each passkey (1 to 40 characters); removing one is a sensitive change that asks for a fresh check.

  Scenario Outline: A passkey's sign-in is accepted only when the device checked the member and its counter moved on
    Given a passkey whose last sign-in left its counter at <kept>
    When it signs in with counter <asserted>, <verified>
    Then the sign-in is <outcome>

    Examples:
      | kept | asserted | verified                        | outcome                          |
      | 4    | 5        | the member checked by the device | accepted as both factors         |
      | 0    | 0        | the member checked by the device | accepted as both factors         |
      | 5    | 5        | the member checked by the device | refused as a copied key          |
      | 5    | 3        | the member checked by the device | refused as a copied key          |
      | 4    | 5        | the member not checked           | refused as not checked           |

  Scenario Outline: A passkey's name is 1 to 40 characters
    When the member names a passkey "<name>"
    Then the name is <verdict>

    Examples:
      | name                                      | verdict  |
      | Work laptop                               | accepted |
      |                                           | empty    |
      | A name far longer than forty characters.. | too long |
