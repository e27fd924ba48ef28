import type { Translation } from '../../domain/copy/language';
import type { SECOND_STEP_COPY } from './second-step-copy';

/** Spanish (US) for second-step-copy.ts. */
export const SECOND_STEP_COPY_ES: Translation<typeof SECOND_STEP_COPY> = {
  heading: 'Ingrese su código de seguridad',
  signingInAs: (username: string) => `Iniciando sesión como ${username}.`,
  codeLabel: 'Código de su aplicación de autenticación',
  codeHint: '6 dígitos. Puede pegarlo.',
  recoveryLabel: 'Código de recuperación',
  recoveryHint: 'Uno de los códigos de recuperación que guardó. Cada uno sirve una vez. Puede pegarlo.',
  useRecovery: 'Usar un código de recuperación',
  useCode: 'Usar su aplicación de autenticación',
  submit: 'Continuar',
  submitting: 'Verificando…',
  startAgain: 'Volver al inicio de sesión',
  empty: 'Ingrese el código.',
  notACode: 'El código tiene 6 dígitos, por ejemplo 123456.',
  wrongCode: (left: number) => `Ese código no es correcto. Le ${left === 1 ? 'queda' : 'quedan'} ${left} ${left === 1 ? 'intento' : 'intentos'}.`,
  locked: 'Demasiados códigos incorrectos. Por su seguridad, los códigos están bloqueados por 15 minutos. Inténtelo más tarde o comuníquese con nosotros.',
  expired: 'El inicio de sesión tardó demasiado. Vuelva a iniciar sesión.',
  unavailable: 'No pudimos verificar su código en este momento. Inténtelo de nuevo.',
};
