import type { Translation } from '../../domain/copy/language';
import type { FRESH_CHECK_COPY } from './fresh-check-copy';

/** Spanish (US) for fresh-check-copy.ts. */
export const FRESH_CHECK_COPY_ES: Translation<typeof FRESH_CHECK_COPY> = {
  heading: 'Confirme que es usted',
  intro: 'Por su seguridad, confirme que es usted antes de este cambio. Puede pegar lo que ingrese.',
  passwordLabel: 'Su contraseña',
  codeLabel: 'Código de su aplicación de autenticación o un código de recuperación',
  confirm: 'Confirmar y continuar',
  empty: 'Ingréselo para continuar.',
  wrongPassword: 'Esa contraseña no es correcta. Inténtelo de nuevo.',
  wrongCode: (left: number) => `Ese código no es correcto. Le ${left === 1 ? 'queda' : 'quedan'} ${left} ${left === 1 ? 'intento' : 'intentos'}.`,
  locked: 'Demasiados códigos incorrectos. Por su seguridad, los códigos están bloqueados por 15 minutos. Inténtelo más tarde o comuníquese con nosotros.',
  unavailable: 'No pudimos verificarlo en este momento. Inténtelo de nuevo.',
  usePasskey: 'Usar una llave de acceso',
  passkeyIntro: 'Seleccione Confirmar y continuar, y luego desbloquee su llave de acceso en este dispositivo.',
  usePassword: 'Usar su contraseña',
  useCode: 'Usar un código',
  passkeyCancelled: 'No se usó la llave de acceso. Inténtelo de nuevo o use otra forma.',
  passkeyRefused: 'No pudimos confirmar que es usted con esta llave de acceso. Inténtelo de nuevo o use otra forma.',
  passkeyUnsupported: 'Este navegador no puede usar llaves de acceso. Use otra forma.',
};
