/** Wire and domain shapes for the account area (spec section 3). Dates are ISO `yyyy-mm-dd` strings. */

export type YesNo = 'Y' | 'N';

export type InsuranceType = string;

export interface Eligibility {
  readonly classPlanId: string | null;
  readonly effectiveDate: string | null;
  readonly terminationDate: string | null;
  readonly classPlanEffectiveDate: string | null;
  readonly eligible: boolean;
  /** Present on medical eligibility only. */
  readonly insuranceType?: InsuranceType | null;
}

export interface Member {
  readonly memberKey: string;
  /** 0 is the subscriber; dependants have other suffixes. */
  readonly memberSuffix: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly relationship: string;
  readonly relationshipDescription: string;
  readonly dateOfBirth: string;
  readonly sex: string;
  readonly sexDescription: string;
  readonly hasOutOfAreaPlan: boolean;
  readonly hasOtherMedical: boolean;
  readonly hasOtherDental: boolean;
  readonly role: string;
  readonly medicalEligibility: Eligibility | null;
  readonly dentalEligibility: Eligibility | null;
  readonly visionEligibility: Eligibility | null;
  readonly pharmacyEligibility: Eligibility | null;
}

export interface Preferences {
  readonly emailAddress: string | null;
  readonly electronicEob: YesNo;
  readonly emailBreakingNews: YesNo;
  readonly electronicMedicareMailing: YesNo;
  readonly emailPaymentReminder: YesNo;
  readonly emailAutopayWithdrawalReminder: YesNo;
  readonly discontinuePaperStatements: YesNo;
  readonly emailWhenBillReady: YesNo;
  readonly emailEwpNotification: YesNo;
  readonly showEwpLandingPage: YesNo;
}

export type PreferenceFlag = Exclude<keyof Preferences, 'emailAddress'>;

export interface Address {
  readonly addressLine1: string;
  readonly addressLine2: string | null;
  readonly city: string;
  readonly state: string;
  readonly zipCode: string;
  readonly country: string;
  readonly phoneNumber: string | null;
}

export interface ChatConfig {
  readonly host: string;
  readonly bus: string;
  readonly poc: string;
  readonly displayChat: boolean;
  readonly mappedGroupId: string | null;
}

export interface AccountDetails {
  readonly subscriberId: string;
  readonly subscriberKey: string;
  readonly groupKey: string;
  readonly groupId: string;
  readonly groupName: string;
  readonly parentGroupId: string;
  readonly parentGroupName: string;
  readonly effectiveDate: string;
  readonly hireDate: string | null;
  readonly members: readonly Member[];
  readonly preferences: Preferences;
  readonly address: Address;
  readonly chatConfig: ChatConfig | null;
}

/** Account status codes of spec section 4. */
export type AccountStatus = 'ACT' | 'DIS' | 'INI' | 'DLG' | 'FRC';

export interface Group {
  readonly groupId: string;
  readonly groupName: string;
  readonly memberKey: string;
  readonly planEffectiveDate: string;
  readonly planTerminationDate: string | null;
  readonly moda360: boolean;
  readonly inactive: boolean;
}

export interface RegistrationPolicies {
  readonly isCommunicationPolicySigned: boolean;
  /** null when the member has never chosen (and always for non-subscribers). */
  readonly isEeobPreferenceConsented: boolean | null;
}

export interface EmployeeIdShortcut {
  readonly employeeId: string | null;
  readonly local598: boolean;
}

export interface PrincipalMember {
  readonly firstName: string;
  readonly lastName: string;
  readonly dateOfBirth: string;
  readonly suffix: number;
  readonly key: string;
}

export interface SecurityQuestion {
  readonly id: string;
  readonly question: string;
}
