@domain
Feature: Menus and permissions
  What a member may see depends on their brand, their role in the family (the subscriber or a
  dependant), their age, their coverage and the services they have.

  Background:
    Given it is 15 June 2025

  @main
  Scenario Outline: The primary menu follows the member's coverage and role
    Given a <member> on the main brand whose coverage is <coverage>
    When their menus are built
    Then their top navigation reads "<menu>"

    Examples:
      | member     | coverage | menu                                            |
      | subscriber | active   | Home, Account, Benefits, Find care, Claims/EOBs |
      | subscriber | future   | Home, Account, Benefits, Find care, Claims/EOBs |
      | dependant  | active   | Home, Account, Benefits, Find care, Claims      |
      | subscriber | termed   | Home, Account, Claims/EOBs                      |
      | dependant  | termed   | Home, Account, Claims                           |
      | subscriber | none     | Home, Account                                   |

  @summit @providence
  Scenario Outline: The primary menu follows coverage and role on the other brands too
    Given a <member> on the <brand> brand whose coverage is <coverage>
    When their menus are built
    Then their top navigation reads "<menu>"

    Examples:
      | brand      | member     | coverage | menu                                            |
      | Summit     | subscriber | active   | Home, Account, Benefits, Find care, Claims/EOBs |
      | Summit     | dependant  | future   | Home, Account, Benefits, Find care, Claims      |
      | Summit     | subscriber | none     | Home, Account                                   |
      | Providence | subscriber | termed   | Home, Account, Claims/EOBs                      |
      | Providence | dependant  | none     | Home, Account                                   |

  @main @summit @providence
  Scenario Outline: The utility menu
    Given a visitor who is <state> on the <brand> brand
    When their menus are built
    Then their utility menu reads "<menu>"

    Examples:
      | state      | brand      | menu                |
      | logged in  | main       | Contact us, Log out |
      | logged in  | Providence | Contact us, Log out |
      | logged out | main       | Log in, Contact us  |
      | logged out | Summit     | Log in, Contact us  |
      | logged out | Providence | nothing             |

  @main @summit @providence
  Scenario Outline: The account menu hides what the member may not use
    Given a member on the <brand> brand with:
      | member   | <member>   |
      | age      | <age>      |
      | coverage | <coverage> |
      | eBill    | <ebill>    |
      | token    | <token>    |
    When their menus are built
    Then their account settings menu reads "<menu>"

    Examples: Settings
      | brand      | member     | age         | coverage | ebill | token  | menu                                                                                                                                     |
      | main       | subscriber | 40          | active   | yes   | member | Summary, Member information, Settings, Member plan benefits, eBill, Data sharing, Messages, Appeals and complaints, Help center, Log out |
      | main       | subscriber | 16          | active   | yes   | member | Summary, Member information, Settings, Member plan benefits, eBill, Data sharing, Messages, Appeals and complaints, Help center, Log out |
      | main       | dependant  | 18 today    | active   | yes   | member | Summary, Member information, Settings, Member plan benefits, eBill, Data sharing, Messages, Appeals and complaints, Help center, Log out |
      | main       | dependant  | 18 tomorrow | active   | yes   | member | Summary, Member information, Member plan benefits, eBill, Data sharing, Messages, Appeals and complaints, Help center, Log out           |
      | main       | dependant  | 12          | active   | yes   | member | Summary, Member information, Member plan benefits, eBill, Data sharing, Messages, Appeals and complaints, Help center, Log out           |
      | Providence | dependant  | 40          | active   | no    | member | Summary, Member information, Member plan benefits, Data sharing, Messages, Appeals and complaints, Help center, Log out                  |
      | Providence | subscriber | 40          | active   | no    | member | Summary, Member information, Settings, Member plan benefits, Data sharing, Messages, Appeals and complaints, Help center, Log out        |

    Examples: eBill
      | brand      | member     | age | coverage | ebill | token  | menu                                                                                                                                     |
      | main       | subscriber | 40  | active   | no    | member | Summary, Member information, Settings, Member plan benefits, Data sharing, Messages, Appeals and complaints, Help center, Log out        |
      | main       | subscriber | 40  | termed   | yes   | member | Summary, Member information, Settings, Member plan benefits, Data sharing, Messages, Appeals and complaints, Help center, Log out        |
      | Summit     | subscriber | 40  | active   | yes   | member | Summary, Member information, Settings, Member plan benefits, eBill, Data sharing, Messages, Appeals and complaints, Help center, Log out |
      | Providence | subscriber | 40  | active   | yes   | member | Summary, Member information, Settings, Member plan benefits, Data sharing, Messages, Appeals and complaints, Help center, Log out        |

    Examples: New ID
      | brand  | member     | age | coverage | ebill | token            | menu                                                                                                                                      |
      | main   | subscriber | 40  | active   | no    | new-id           | Summary, Member information, Settings, Member plan benefits, Data sharing, Messages, Appeals and complaints, Help center, New ID, Log out |
      | Summit | subscriber | 40  | active   | no    | issued by new ID | Summary, Member information, Settings, Member plan benefits, Data sharing, Messages, Appeals and complaints, Help center, New ID, Log out |

  @main @summit @providence
  Scenario Outline: The benefits menu differs per brand
    Given a member on the <brand> brand with:
      | group              | <group>     |
      | referrals          | <referrals> |
      | Medicare materials | <medicare>  |
    When their menus are built
    Then their benefits menu reads "<menu>"

    Examples:
      | brand      | group    | referrals | medicare | menu                                                                                     |
      | main       | regular  | yes       | yes      | Medical, Dental, Vision, Pharmacy, Programs, Referrals, Member Handbooks, Medicare Materials |
      | main       | regular  | no        | no       | Medical, Dental, Vision, Pharmacy, Programs, Member Handbooks                             |
      | main       | 10004760 | yes       | yes      | Benefits, Programs, Referrals, Member Handbooks, Medicare Materials                       |
      | Summit     | regular  | yes       | yes      | Benefits, Programs, Referrals, Member Handbooks, Medicare Materials                       |
      | Summit     | regular  | no        | no       | Benefits, Programs, Member Handbooks                                                      |
      | Providence | regular  | yes       | yes      | Medical, Dental, Vision, Pharmacy, Medicare Materials                                     |
      | Providence | regular  | yes       | no       | Medical, Dental, Vision, Pharmacy                                                         |

  @main
  Scenario: The benefits menu only offers the categories the member is covered in
    Given a member on the main brand with:
      | coverage  | dental only |
      | referrals | no          |
    When their menus are built
    Then their benefits menu reads "Dental, Programs, Member Handbooks, Medicare Materials"

  @main
  Scenario: A brand that names its handbooks differently shows the Certificate of Coverage instead
    Given a member on the main brand with:
      | handbooks label | Plan documents |
    When their menus are built
    Then their benefits menu reads "Medical, Dental, Vision, Pharmacy, Programs, Referrals, Certificate of Coverage, Medicare Materials"

  @main
  Scenario Outline: The primary care menu shows when there is primary care to see or choose
    Given a member on the main brand with:
      | member                             | <member>    |
      | primary care history in the family | <history>   |
      | primary care provider selected     | <selected>  |
      | primary care eligible              | <eligible>  |
    When their menus are built
    Then primary care in the find care menu is <offered>

    Examples:
      | member     | history | selected | eligible | offered     |
      | subscriber | yes     | no       | no       | offered     |
      | dependant  | yes     | no       | no       | not offered |
      | dependant  | no      | yes      | no       | offered     |
      | dependant  | no      | no       | yes      | offered     |
      | subscriber | no      | no       | no       | not offered |

  @main
  Scenario Outline: Termed members cannot open their ID card
    Given a subscriber on the main brand whose coverage is <coverage>
    When their menus are built
    Then the ID card is <offered>

    Examples:
      | coverage | offered     |
      | active   | offered     |
      | future   | offered     |
      | termed   | not offered |

  @main
  Scenario Outline: Only subscribers see their EOBs
    Given a <member> on the main brand whose coverage is active
    When their menus are built
    Then their EOBs are <offered>

    Examples:
      | member     | offered     |
      | subscriber | offered     |
      | dependant  | not offered |

  @providence
  Scenario: A termed dependant keeps Claims but not Benefits or Find care
    Given a dependant on the Providence brand whose coverage is termed
    When their menus are built
    Then their top navigation reads "Home, Account, Claims"
