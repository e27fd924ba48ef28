import type { Translation } from '../../domain/copy/language';
import type { LOGIN_COPY } from './login-copy';

/** Spanish (US) for login-copy.ts. */
export const LOGIN_COPY_ES: Translation<typeof LOGIN_COPY> = {
  heading: 'Inicie sesión en su Member Dashboard',
  username: 'Nombre de usuario',
  password: 'Contraseña',
  submit: 'Iniciar sesión',
  submitting: 'Iniciando sesión…',
  loggedOut: 'Cerró sesión correctamente.',
  privacy:
    'Por su privacidad y seguridad, cierre la ventana del navegador cuando termine, sobre todo en una computadora compartida o pública.',
  createAccount: 'Crear una cuenta',
  contactUs: 'Contáctenos',
  forgotUsername: '¿Olvidó su nombre de usuario?',
  forgotPassword: '¿Olvidó su contraseña?',
  needHelp: '¿Necesita ayuda?',
  sandboxIdleRefused: (setting: string) => `Sandbox: no se usa el ajuste idle=${setting}; rige el tiempo de inactividad habitual.`,
  sandboxIdleUnreadable: 'Escríbalo como idle=WARN_MS,LOGOUT_MS en milisegundos, por ejemplo idle=5000,30000.',
  sandboxIdleNotPositive: 'Ambos tiempos deben ser mayores que 0, por ejemplo idle=5000,30000.',
  sandboxIdleWarningNotFirst: 'El aviso debe llegar antes del cierre de sesión, por ejemplo idle=5000,30000.',
  sandboxIdleLogoutTooSoon:
    'El cierre de sesión debe llegar más de 20 segundos (20000) después de la última actividad, para que el aviso deje al menos 20 segundos para responder: por ejemplo idle=5000,30000.',
};
