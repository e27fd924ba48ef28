import { localized } from '../../domain/copy/localized';

/** The dialog in which a member cancels their individual plan (spec sections 2 and 4). */
export const CANCEL_PLAN_COPY = localized('CANCEL_PLAN_COPY', {
  cancelDialogTitle: 'Cancel your plan?',
  cancelDialogIntro: (coverageEnd: string) =>
    coverageEnd === ''
      ? 'Choose what you do not want to renew. Your benefits continue until your current coverage ends.'
      : `Choose what you do not want to renew. Your benefits continue until ${coverageEnd}.`,
  cancelDialogLegend: 'What do you want to cancel?',
  cancelDialogConfirm: 'Cancel plan',
  cancelDialogKeep: 'Keep my plan',
} as const);
