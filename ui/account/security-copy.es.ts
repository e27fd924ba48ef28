import type { Translation } from '../../domain/copy/language';
import type { SECURITY_COPY } from './security-copy';

/** Spanish (US) for security-copy.ts. */
export const SECURITY_COPY_ES: Translation<typeof SECURITY_COPY> = {
  heading: 'Seguridad del inicio de sesión',
  intro: 'Agregue un segundo paso a su inicio de sesión: después de su contraseña, le pedimos un código de una aplicación de autenticación en su teléfono. Protege su información de salud aunque alguien conozca su contraseña.',
  loading: 'Cargando la seguridad de su inicio de sesión',
  appTitle: 'Aplicación de autenticación',
  appOn: 'Activada: le pedimos un código de su aplicación de autenticación después de su contraseña.',
  appOff: 'Desactivada: inicia sesión solo con su contraseña.',
  addApp: 'Agregar una aplicación de autenticación',
  scan: 'Escanee este código QR con su aplicación de autenticación o escriba en ella la clave de abajo.',
  qrAlt: 'Código QR para su aplicación de autenticación',
  keyLabel: 'Clave',
  codeLabel: 'Código que muestra la aplicación',
  codeHint: '6 dígitos. Puede pegarlo.',
  confirm: 'Activar',
  empty: 'Ingrese el código que muestra la aplicación.',
  wrongCode: (left: number) => `Ese código no es correcto. Le ${left === 1 ? 'queda' : 'quedan'} ${left} ${left === 1 ? 'intento' : 'intentos'}.`,
  locked: 'Demasiados códigos incorrectos. Por su seguridad, los códigos están bloqueados por 15 minutos. Inténtelo más tarde.',
  failed: 'No pudimos guardar esto en este momento. Inténtelo de nuevo.',
  recoveryTitle: 'Sus códigos de recuperación',
  recoveryIntro: 'Guarde estos códigos en un lugar seguro. Cada uno le permite iniciar sesión una vez si no tiene su teléfono. Solo los mostramos ahora.',
  recoveryDone: 'Ya guardé mis códigos',
  recoveryLeft: (left: number) => `Códigos de recuperación restantes: ${left}.`,
  turnedOn: 'Su aplicación de autenticación está activada.',
  invitation: 'Agregar un segundo paso a su inicio de sesión',
};
