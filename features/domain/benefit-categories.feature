@domain
Feature: Benefit categories
  Benefits are organised in categories, always listed in the same order. The benefits page opens on
  Medical when the member has it, then Dental, Vision, Pharmacy; otherwise on Programs; otherwise on none.

  Scenario Outline: Categories are always listed in the same order
    Given the member may see the categories "<categories>"
    Then the categories in category order read "<ordered>"

    Examples:
      | categories                                              | ordered                                                  |
      | Pharmacy, Vision, Dental, Medical                       | Medical, Dental, Vision, Pharmacy                        |
      | None, Medicare Materials, Programs, Summary             | Summary, Programs, Medicare Materials, None              |
      | Prior Authorization, Certificate of Coverage, Referrals | Referrals, Certificate of Coverage, Prior Authorization  |
      | Member Handbooks, Programs, Referrals                   | Programs, Referrals, Member Handbooks                    |

  Scenario Outline: The benefits page opens on the most important category the member has
    Given the member may see the categories "<categories>"
    Then the category the benefits page opens on is "<default>"

    Examples:
      | categories                        | default  |
      | Pharmacy, Vision, Dental, Medical | Medical  |
      | Pharmacy, Vision, Dental          | Dental   |
      | Pharmacy, Vision                  | Vision   |
      | Programs, Pharmacy                | Pharmacy |
      | Referrals, Programs               | Programs |
      | Referrals                         | None     |

  Scenario Outline: Coverage categories have short codes
    Then the category "<category>" has the short code "<code>"

    Examples:
      | category | code |
      | Medical  | M    |
      | Dental   | D    |
      | Pharmacy | X    |
      | Vision   | V    |
