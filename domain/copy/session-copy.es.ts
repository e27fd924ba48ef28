import type { Translation } from './language';
import type { MEMBER_IDENTITY_LABELS, SESSION_FIELD_LABELS, SESSION_VALIDATION_COPY } from './session-copy';

/** Spanish (US) for session-copy.ts. */
export const SESSION_FIELD_LABELS_ES: Translation<typeof SESSION_FIELD_LABELS> = {
  currentPassword: 'Contraseña actual',
  newPassword: 'Contraseña nueva',
  confirmNewPassword: 'Confirme la contraseña nueva',
  password: 'Contraseña',
  confirmPassword: 'Confirme la contraseña',
  zipCode: 'Código postal',
  firstQuestion: 'Pregunta de seguridad 1',
  firstAnswer: 'Respuesta 1',
  secondQuestion: 'Pregunta de seguridad 2',
  secondAnswer: 'Respuesta 2',
  securityAnswer: 'Respuesta',
};

/** Spanish (US) for MEMBER_IDENTITY_LABELS (FIELD_LABELS and SESSION_FIELD_LABELS texts, in Spanish). */
export const MEMBER_IDENTITY_LABELS_ES: Translation<typeof MEMBER_IDENTITY_LABELS> = {
  firstName: 'Nombre',
  lastName: 'Apellido',
  dateOfBirth: 'Fecha de nacimiento',
  subscriberId: 'ID del suscriptor',
  zipCode: 'Código postal',
  username: 'Nombre de usuario',
};

/** Spanish (US) for SESSION_VALIDATION_COPY. */
export const SESSION_VALIDATION_COPY_ES: Translation<typeof SESSION_VALIDATION_COPY> = {
  passwordsDoNotMatch: 'Las contraseñas no coinciden',
  sameQuestionTwice: 'Elija dos preguntas de seguridad diferentes',
  registrationAdultsOnly: 'Debe tener al menos 18 años para crear una cuenta',
};
