import type { Translation } from '../../domain/copy/language';
import type { CANCEL_PLAN_COPY } from './cancel-plan-copy';

/** Spanish (US) for cancel-plan-copy.ts. */
export const CANCEL_PLAN_COPY_ES: Translation<typeof CANCEL_PLAN_COPY> = {
  cancelDialogTitle: '¿Cancelar su plan?',
  cancelDialogIntro: (coverageEnd: string) =>
    coverageEnd === ''
      ? 'Elija lo que no desea renovar. Sus beneficios continúan hasta que termine su cobertura actual.'
      : `Elija lo que no desea renovar. Sus beneficios continúan hasta el ${coverageEnd}.`,
  cancelDialogLegend: '¿Qué desea cancelar?',
  cancelDialogConfirm: 'Cancelar plan',
  cancelDialogKeep: 'Mantener mi plan',
  cancelOption: (id) => (id === 'M' ? 'No renovar mi plan médico' : id === 'D' ? 'No renovar mis planes médico y dental' : null),
};
