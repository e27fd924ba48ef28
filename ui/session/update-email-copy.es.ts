import type { Translation } from '../../domain/copy/language';
import type { UPDATE_EMAIL_COPY } from './update-email-copy';

/** Spanish (US) for update-email-copy.ts. */
export const UPDATE_EMAIL_COPY_ES: Translation<typeof UPDATE_EMAIL_COPY> = {
  heading: 'Actualizar correo electrónico',
  intro: 'No tenemos su correo electrónico. Agregue uno para que podamos enviarle avisos y novedades del plan.',
  label: 'Correo electrónico',
  submit: 'Guardar y continuar',
  saving: 'Guardando su correo electrónico',
  success: 'Se actualizó su correo electrónico correctamente',
};
