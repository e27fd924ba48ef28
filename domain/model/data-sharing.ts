/**
 * The member's data-sharing choices (CMS-9115-F Patient Access, CMS-0057-F Provider Access and
 * payer-to-payer exchange): the apps they authorised, whether providers may read their data, whether a
 * previous or next plan may, and every change to them. Dates are yyyy-mm-dd.
 */

/** An app the member authorised to read their data through the Patient Access API. */
export interface ConnectedApp {
  readonly appId: string;
  readonly name: string;
  /** What it may read, as the authorisation server names it (e.g. 'patient/ExplanationOfBenefit.read'). */
  readonly scopes: readonly string[];
  readonly authorisedOn: string;
  /** null when it has never read anything. */
  readonly lastReadOn: string | null;
  /** The day the grant ends by itself. */
  readonly grantEndsOn: string;
  /** The day the member revoked it; null unless revoked. */
  readonly revokedOn: string | null;
}

export type DataSharingAction =
  | 'app-revoked'
  | 'provider-access-opted-out'
  | 'provider-access-opted-in'
  | 'payer-to-payer-consented'
  | 'payer-to-payer-withdrawn';

export interface DataSharingEvent {
  /** When the change was made (ISO date and time). */
  readonly at: string;
  readonly action: DataSharingAction;
  /** The app revoked; null for other changes. */
  readonly appName: string | null;
  /** Who made the change: the member, or the subscriber for a minor. */
  readonly byMemberKey: string;
}

export interface DataSharing {
  readonly memberKey: string;
  /** Providers in the member's network may read their data unless the member opts out. */
  readonly providerAccess: { readonly optedOut: boolean; readonly changedOn: string | null };
  /** The member's previous or next plan may receive their data only with their consent. */
  readonly payerToPayer: { readonly consented: boolean; readonly changedOn: string | null };
  readonly apps: readonly ConnectedApp[];
  readonly history: readonly DataSharingEvent[];
}
