import type { Translation } from '../../domain/copy/language';
import type { PASSKEY_OUTCOME_COPY } from './passkey-outcome-copy';

/** Spanish (US) for passkey-outcome-copy.ts. */
export const PASSKEY_OUTCOME_COPY_ES: Translation<typeof PASSKEY_OUTCOME_COPY> = {
  cancelled: 'Se detuvo el inicio de sesión con una llave de acceso. Inténtelo de nuevo o inicie sesión con su contraseña.',
  refused: 'No pudimos iniciar su sesión con esta llave de acceso. Pruebe con otra llave de acceso o inicie sesión con su contraseña.',
  unsupported: 'Este navegador no puede usar llaves de acceso. Inicie sesión con su contraseña.',
  locked: 'Su cuenta está bloqueada. Comuníquese con servicio al cliente.',
  unavailable: 'No pudimos iniciar su sesión en este momento. Inténtelo de nuevo.',
};
