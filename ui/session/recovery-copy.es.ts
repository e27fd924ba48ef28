import type { Translation } from '../../domain/copy/language';
import type { RECOVERY_COPY } from './recovery-copy';
import { MEMBER_IDENTITY_LABELS_ES } from '../../domain/copy/session-copy.es';

/** Spanish (US) for recovery-copy.ts. */
export const RECOVERY_COPY_ES: Translation<typeof RECOVERY_COPY> = {
  heading: 'Ayuda con su cuenta',
  intro: '¿Olvidó cómo iniciar sesión? Podemos ayudarle.',
  forgotUsername: 'Olvidé mi nombre de usuario',
  forgotUsernameIntro:
    'Díganos quién es, tal como aparece en su tarjeta de identificación de miembro, y le enviaremos su nombre de usuario por correo electrónico.',
  forgotPassword: 'Olvidé mi contraseña',
  forgotPasswordIntro: 'Ingrese su nombre de usuario. Le haremos su pregunta de seguridad y luego podrá elegir una contraseña nueva.',
  usernameSent:
    'Enviamos su nombre de usuario al correo electrónico que tenemos registrado. Puede tardar unos minutos en llegar.',
  questionIntro: 'Responda su pregunta de seguridad y elija una contraseña nueva.',
  answer: 'Respuesta',
  newPassword: 'Contraseña nueva',
  confirmPassword: 'Confirme la contraseña nueva',
  passwordRule: 'Use de 6 a 15 letras o números, con al menos un número.',
  passwordReset: 'Se restableció su contraseña. Ya puede iniciar sesión con su contraseña nueva.',
  ...MEMBER_IDENTITY_LABELS_ES,
  sendUsername: 'Enviarme mi nombre de usuario',
  continue: 'Continuar',
  resetPassword: 'Restablecer contraseña',
  startOver: 'Usar otro nombre de usuario',
  working: 'Verificando',
  logIn: 'Iniciar sesión',
  backToLogin: 'Volver al inicio de sesión',
};
