import { localized } from '../../domain/copy/localized';

/** The shared components' own words (buttons, progress legends, hints), for areas that do not name them. */
export const COMPONENTS_COPY = localized('COMPONENTS_COPY', {
  opensInNewTab: '(opens in a new tab)',
  dismiss: 'Dismiss',
  datePlaceholder: 'mm/dd/yyyy',
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  show: 'Show',
  hide: 'Hide',
  close: 'Close',
  loading: 'Loading',
  met: 'Met',
  remaining: 'Remaining',
} as const);
