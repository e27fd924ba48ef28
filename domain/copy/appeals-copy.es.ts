import type { Translation } from './language';
import type {
  APPEAL_OUTCOME_LABELS,
  APPEAL_RULES_COPY,
  APPEAL_STATUS_LABELS,
  COMPLAINT_CATEGORY_NAMES,
  COMPLAINT_STATUS_LABELS,
  REMAINING_OPTION_LABELS,
} from './appeals-copy';

/** Spanish (US) for appeals-copy.ts. */
export const APPEAL_RULES_COPY_ES: Translation<typeof APPEAL_RULES_COPY> = {
  reasonRequired: 'Díganos por qué cree que la decisión debe cambiar.',
  reasonTooLong: 'Sus razones pueden tener como máximo 4,000 caracteres.',
  representativeNameRequired: 'Escriba el nombre de la persona que apela por usted.',
  representativeFormRequired: 'Adjunte el formulario de autorización que firmó y que nombra a su representante.',
  attestationRequired: 'Confirme que esperar una decisión estándar podría poner en grave peligro su vida, su salud o su capacidad de recuperar al máximo sus funciones.',
  expeditedOnlyBeforeCare: 'Solo la atención que aún no ha recibido puede decidirse con urgencia.',
  wrongType: (fileName: string) => `${fileName} no es un archivo PDF, JPEG ni PNG, así que no se puede adjuntar.`,
  tooBig: (fileName: string) => `${fileName} pesa más de 10 MB, así que no se puede adjuntar.`,
  tooMany: (fileName: string) => `No se adjuntó ${fileName}: una apelación puede llevar como máximo 5 archivos.`,
  empty: (fileName: string) => `${fileName} está vacío, así que no se puede adjuntar.`,
  categoryRequired: 'Elija de qué trata su queja.',
  descriptionRequired: 'Describa su queja.',
  descriptionTooLong: 'Una queja puede tener como máximo 2,000 caracteres.',
};

export const APPEAL_STATUS_LABELS_ES: Translation<typeof APPEAL_STATUS_LABELS> = {
  received: 'Recibida',
  'in-review': 'En revisión',
  'more-information-needed': 'Se necesita más información',
  decided: 'Decidida',
  'external-review-requested': 'Revisión externa solicitada',
};

export const APPEAL_OUTCOME_LABELS_ES: Translation<typeof APPEAL_OUTCOME_LABELS> = {
  upheld: 'la denegación se mantiene',
  overturned: 'la denegación se anuló',
  'partly-overturned': 'la denegación se anuló en parte',
};

export const REMAINING_OPTION_LABELS_ES: Translation<typeof REMAINING_OPTION_LABELS> = {
  'late-appeal-for-good-cause': 'Llame a servicios al miembro para preguntar si se puede aceptar una apelación tardía por causa justificada',
  complaint: 'Presentar una queja',
  'state-consumer-assistance': 'Pida ayuda al programa de asistencia al consumidor de su estado',
};

export const COMPLAINT_CATEGORY_NAMES_ES: Translation<typeof COMPLAINT_CATEGORY_NAMES> = {
  service: 'El servicio del plan',
  'quality-of-care': 'La calidad de la atención',
  provider: 'Un proveedor',
};

export const COMPLAINT_STATUS_LABELS_ES: Translation<typeof COMPLAINT_STATUS_LABELS> = {
  received: 'Recibida',
  'in-review': 'En revisión',
  resolved: 'Resuelta',
};
