import type { Translation } from '../../domain/copy/language';
import type { CHANGE_PASSWORD_COPY } from './change-password-copy';

/** Spanish (US) for change-password-copy.ts. */
export const CHANGE_PASSWORD_COPY_ES: Translation<typeof CHANGE_PASSWORD_COPY> = {
  heading: 'Cambiar contraseña',
  intro: 'Elija una contraseña nueva para continuar a su Member Dashboard.',
  rule: 'Use de 6 a 15 letras o números, con al menos un número.',
  currentPassword: 'Contraseña actual',
  newPassword: 'Contraseña nueva',
  confirmPassword: 'Confirme la contraseña nueva',
  submit: 'Cambiar contraseña',
  saving: 'Cambiando su contraseña',
  success: 'Se cambió su contraseña.',
};
