import type { Translation } from '../../domain/copy/language';
import type { PASSKEY_SIGN_IN_COPY } from './passkey-sign-in-copy';

/** Spanish (US) for passkey-sign-in-copy.ts. */
export const PASSKEY_SIGN_IN_COPY_ES: Translation<typeof PASSKEY_SIGN_IN_COPY> = {
  button: 'Iniciar sesión con una llave de acceso',
  signingIn: 'Iniciando sesión con su llave de acceso…',
};
