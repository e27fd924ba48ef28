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
  /**
   * The choices the spec defines (M = medical, D = medical and dental), in the page's language; null for a
   * choice it does not define, which shows as the gateway describes it.
   */
  cancelOption: (id: string): string | null =>
    id === 'M' ? 'Do not renew my medical plan' : id === 'D' ? 'Do not renew my medical and dental plans' : null,
} as const);
