import type { Translation } from '../../domain/copy/language';
import type { SECOND_FACTOR_INVITATION_COPY } from './second-factor-invitation-copy';

/** Spanish (US) for second-factor-invitation-copy.ts. */
export const SECOND_FACTOR_INVITATION_COPY_ES: Translation<typeof SECOND_FACTOR_INVITATION_COPY> = {
  title: 'Proteja su inicio de sesión',
  text: 'Su cuenta se abre solo con su contraseña. Agregue un segundo paso, un código de una aplicación de autenticación o una llave de acceso, para que su información de salud siga protegida aunque alguien conozca su contraseña.',
  add: 'Agregar un segundo paso',
  notNow: 'Ahora no',
};
