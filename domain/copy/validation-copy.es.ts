import type { Translation } from './language';
import type { FIELD_LABELS, VALIDATION_COPY } from './validation-copy';

/** Spanish (US) for validation-copy.ts. */
export const VALIDATION_COPY_ES: Translation<typeof VALIDATION_COPY> = {
  required: (label: string) => `${label}: este campo es obligatorio`,
  invalid: (label: string) => `${label} no válido`,
  underMinimum: (label: string) => `${label}: no tiene el mínimo de caracteres`,
  overMaximum: (label: string) => `${label}: supera el máximo de caracteres`,
  communicationPolicyRequired: 'Confirme que leyó nuestra política de comunicaciones digitales.',
  newIdMemberDetailsRequired:
    "Se requieren el nombre, el apellido y la fecha de nacimiento, a menos que seleccione 'Continuar como suscriptor'",
  // A machine code (what a match check returns), not a text a member reads: kept as is.
  mismatch: 'mismatch',
  dateOfBirthInFuture: 'La fecha de nacimiento no puede ser posterior a hoy',
  notAdult: 'Debe tener al menos 18 años',
  endNotAfterStart: 'La fecha final debe ser posterior a la fecha de inicio',
  startTooEarly: 'La fecha de inicio no puede ser de hace más de dos años',
  invalidDate: 'Fecha no válida',
};

/** Spanish (US) for FIELD_LABELS. */
export const FIELD_LABELS_ES: Translation<typeof FIELD_LABELS> = {
  username: 'Nombre de usuario',
  password: 'Contraseña',
  emailAddress: 'Correo electrónico',
  firstName: 'Nombre',
  lastName: 'Apellido',
  dateOfBirth: 'Fecha de nacimiento',
  subscriberId: 'ID del suscriptor',
};
