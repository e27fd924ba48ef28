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
  saving: 'Saving',
  working: 'Working',
  alertTypes: { info: 'Information', success: 'Success', warning: 'Warning', error: 'Error' },
  /** The error summary above a form whose submit was refused. */
  errorSummary: 'There is a problem',
  /** A file picker's words: the file being attached, the list of files attached, removing one, its size. */
  attaching: (fileName: string) => `Attaching ${fileName}`,
  attachedList: 'Attached files',
  removeFile: (fileName: string) => `Remove ${fileName}`,
  fileSize: (megabytes: string) => `${megabytes} MB`,
  dismissAlert: (title: string) => `Dismiss: ${title}`,
} as const);
