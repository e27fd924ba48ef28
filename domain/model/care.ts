/** Primary care, providers and referrals (spec section 3). */

export interface ProviderLocation {
  readonly addressLine1: string;
  readonly city: string;
  readonly state: string;
  readonly zipCode: string;
  readonly phoneNumber: string | null;
}

export interface PcpHistoryEntry {
  readonly providerId: string;
  readonly providerName: string;
  readonly providerTitle: string | null;
  readonly beginDate: string;
  readonly endDate: string | null;
  readonly pcpSelected: boolean;
  readonly pcpTerminationReason: string | null;
  readonly locations: readonly ProviderLocation[];
}

export interface EligibleDates {
  readonly effectiveDate: string;
  readonly terminationDate: string | null;
}

export interface PrimaryCareMember {
  readonly memberKey: string;
  readonly eligibleDates: readonly EligibleDates[];
  readonly pcp360History: readonly PcpHistoryEntry[];
}

export interface PrimaryCareEligibility {
  readonly eligible: boolean;
  readonly members: readonly string[];
}

export interface Provider {
  readonly providerName: string;
  readonly providerId: string | null;
  readonly providerGroupName: string | null;
  readonly title: string | null;
  readonly acceptingNewPatients: boolean | null;
  readonly distance: number | null;
  readonly specialty: string | null;
  readonly languages: readonly string[];
  readonly locations: readonly ProviderLocation[];
}

export interface PcpSearchRequest {
  readonly members: readonly { readonly memberKey: string; readonly effectiveDate: string }[];
  readonly radius: number;
  readonly zip: string;
  readonly searchString: string;
}

export interface PageInfo {
  readonly number: number;
  readonly size: number;
  readonly totalElements: number;
  readonly totalPages: number;
}

export interface PcpSearchResponse {
  readonly data: readonly Provider[];
  readonly page: PageInfo;
}

export interface PcpSelectRequest {
  readonly pcpSelectList: readonly { readonly memberKey: string; readonly effectiveDate: string }[];
  readonly providerId: string;
  readonly email: string | null;
}

export interface Referral {
  readonly referralId: string;
  readonly memberKey: string;
  readonly memberName: string;
  readonly providerId: string;
  readonly providerName: string;
  readonly specialty: string;
  readonly statusCode: string;
  readonly statusDescription: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly visitsAuthorized: number;
  readonly visitsUsed: number;
}

export interface Page<T> {
  readonly content: readonly T[];
  readonly last: boolean;
  readonly first: boolean;
  readonly empty: boolean;
  readonly number: number;
  readonly numberOfElements: number;
  readonly size: number;
  readonly totalElements: number;
  readonly totalPages: number;
}

export interface ReferralQuery {
  readonly page: number;
  readonly size: number;
  readonly memberKey?: string;
  readonly statusCode?: string;
  readonly providerId?: string;
  readonly excludeExpired?: boolean;
}

export interface ReferralMetadata {
  readonly members: readonly { readonly memberKey: string; readonly name: string }[];
  readonly statuses: readonly { readonly code: string; readonly description: string }[];
  readonly providers: readonly { readonly providerId: string; readonly name: string }[];
}
