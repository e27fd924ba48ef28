@domain
Feature: The language a visit starts in
  The dashboard speaks English and Spanish. A member's choice is remembered on their browser; a first visit
  follows the browser's preferred languages, the first one the dashboard speaks; otherwise it is English.

  Scenario Outline: <situation>
    Given the member chose "<chosen>" on this browser earlier
    And their browser prefers "<preferred>"
    Then the dashboard starts in <language>

    Examples:
      | situation                                                  | chosen  | preferred     | language |
      | a choice made earlier wins over the browser                | en      | es-US, en     | English  |
      | a first visit follows the browser's Spanish                | none    | es-MX, en-US  | Español  |
      | the first preferred language the dashboard speaks counts   | none    | fr-FR, es, en | Español  |
      | a browser preferring only languages we do not speak        | none    | fr, de        | English  |
      | a browser that states no preference                        | none    | none          | English  |
      | a stored value that is not one of our languages is ignored | klingon | es            | Español  |

  Scenario: Spanish is every catalogue's translation, and English again when chosen back
    Given the member chose Español
    Then the login page heading reads "Inicie sesión en su Member Dashboard"
    When the member chooses English
    Then the login page heading reads "Log in to your Member Dashboard"
