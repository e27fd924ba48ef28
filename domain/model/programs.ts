/** Programs, plan management and content (spec section 3). */

export interface Program {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly categories: readonly string[];
  readonly eligible: boolean;
  readonly displayOrder: number;
  readonly highPriority: boolean;
  readonly featureGroup: string | null;
  readonly childResourceIds: readonly number[];
  /** Internal route or resource name for internal programs; null for external ones. */
  readonly resource: string | null;
  readonly url: string | null;
  readonly urlDocumentType: string | null;
}

export interface SiteContentProgram {
  readonly details: { readonly programId: number };
  readonly title: string;
  readonly shortDescription: string;
}

export interface ProgramDetails {
  readonly programId: number;
  readonly phoneNumber: string | null;
}

export interface CancellationOption {
  readonly id: string;
  readonly description: string;
}

export interface PlanManagementDetails {
  readonly eligibleAndActive: boolean;
  readonly groupType: string;
  readonly openEnrollmentStart: string | null;
  readonly openEnrollmentEnd: string | null;
  readonly currentPlanYear: string | null;
  readonly upcomingPlanYear: string | null;
  readonly coverageEndDateUponCancellation: string | null;
  readonly coverageStartDateUponRenewal: string | null;
  /** id M = medical, D = medical and dental. null when the member has not cancelled. */
  readonly directPlanCancellationStatus: { readonly id: 'M' | 'D' } | null;
  readonly directCancellationOptions: readonly CancellationOption[];
  readonly directShopUrl: string | null;
  readonly exchangeUrl: string | null;
  readonly exchangeUrlLabel: string | null;
}

export interface MedicareMaterial {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly url: string;
  readonly year: number;
}

export interface AccreditationDetails {
  readonly logo: string;
  readonly description: string;
  readonly url: string;
}

export type AlertType = 'info' | 'success' | 'warning' | 'error';

export interface AlertLink {
  readonly label: string;
  readonly href: string;
}

export interface Alert {
  readonly id: string;
  readonly type: AlertType;
  readonly title: string;
  readonly content: string;
  readonly canDismiss: boolean;
  readonly links: readonly AlertLink[];
  readonly buttons: readonly { readonly label: string; readonly action: string }[];
}

export type NotificationStatus = 'error' | 'success' | 'alert';

export interface Notification {
  readonly message: string;
  readonly status: NotificationStatus;
  readonly dismissAfter?: number;
}

export interface IdCardView {
  readonly memberKey: string;
  readonly memberName: string;
  readonly subscriberId: string;
  readonly groupId: string;
  readonly groupName: string;
  readonly category: string;
  readonly planName: string;
  readonly rxBin: string | null;
  readonly rxPcn: string | null;
  readonly rxGroup: string | null;
  readonly copays: readonly { readonly label: string; readonly value: string }[];
  /** The plan's deductibles and maximums the card states (id-card-figures.ts says which). */
  readonly figures: readonly IdCardFigure[];
  /** Consumer assistance: the phone and the website a member can ask about their coverage. */
  readonly customerServicePhone: string;
  readonly customerServiceWebsite: string;
}

/** What an amount on the card measures: medical cards state deductibles and out-of-pocket maximums, dental cards deductibles and annual maximums. */
export type IdCardMeasure = 'deductible' | 'outOfPocketMaximum' | 'annualMaximum';

export interface IdCardFigure {
  readonly measure: IdCardMeasure;
  readonly coverage: 'individual' | 'family';
  /** The network tier (its id, as the benefits give it: 'tab1', 'innet') the amount applies in; null when it is the same in every tier. */
  readonly networkTier: string | null;
  readonly amount: number;
}
