import type { Alert } from '../model';
import { NOTICES_COPY } from '../copy/notices-copy';
import { PATHS } from '../routes';

/** Global alerts the shell shows above every page (spec sections 2 and 4). */

export const TERMED_ALERT_ID = 'not-enrolled';

export interface GlobalAlertFacts {
  readonly loggedIn: boolean;
  /** Some eligibility, none of it active or future (eligibility-status.ts isTermedMember). */
  readonly termed: boolean;
}

/**
 * A termed member sees the non-dismissable warning 'You are not currently enrolled in a plan' on every
 * logged-in page, with a way to customer service, who can help them enrol.
 */
export function globalAlerts(facts: GlobalAlertFacts): Alert[] {
  if (!facts.loggedIn || !facts.termed) return [];
  return [
    {
      id: TERMED_ALERT_ID,
      type: 'warning',
      title: NOTICES_COPY.termedWarning,
      content: '',
      canDismiss: false,
      links: [{ label: 'Contact customer service', href: PATHS.customerService }],
      buttons: [],
    },
  ];
}

/** Alerts still on screen: dismissed ones go, unless they cannot be dismissed. */
export function visibleAlerts(alerts: readonly Alert[], dismissedIds: ReadonlySet<string>): Alert[] {
  return alerts.filter((alert) => !alert.canDismiss || !dismissedIds.has(alert.id));
}
