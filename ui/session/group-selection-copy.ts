import { NOTICES_COPY } from '../../domain/copy/notices-copy';
import { localized } from '../../domain/copy/localized';

/**
 * Group selection page copy. Texts the spec quotes come from the domain's catalogues (verbatim); the rest is
 * ours, in the spec's words where it describes them.
 */

export const GROUP_SELECTION_COPY = localized('GROUP_SELECTION_COPY', {
  heading: NOTICES_COPY.groupSelectionHeading,
  intro: 'You have more than one plan with us. Choose the plan you want to see in your Member Dashboard.',
  listLabel: 'Your plans',
  logIn: NOTICES_COPY.groupSelectionButton,
  inactive: NOTICES_COPY.inactivePlan,
  inactiveDetail: 'This plan has ended. You can still see its benefits and claims.',
  loading: 'Loading your plans',
  continuing: 'Opening your Member Dashboard',
} as const);
