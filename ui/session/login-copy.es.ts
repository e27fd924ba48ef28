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
  contactUs: 'Comuníquese con nosotros',
  forgotUsername: '¿Olvidó su nombre de usuario?',
  forgotPassword: '¿Olvidó su contraseña?',
  needHelp: '¿Necesita ayuda?',
};
