import type { Translation } from './language';
import type { ERROR_PAGE_COPY, LOGIN_ERROR_COPY } from './error-copy';

/** Spanish (US) for error-copy.ts. */
export const ERROR_PAGE_COPY_ES: Translation<typeof ERROR_PAGE_COPY> = {
  genericHeading: 'Lo sentimos, parece que hay un problema.',
  tips: [
    'Vuelva a cargar la página.',
    'Cierre sesión y vuelva a iniciar sesión.',
    'Vuelva más tarde e inténtelo de nuevo.',
    'Borre la caché y las cookies de su navegador.',
    'Revise su conexión a internet.',
    'Reinicie su dispositivo.',
  ],
  networkDetail: 'No es posible acceder al recurso en este momento. Inténtelo de nuevo más tarde.',
  badRequestDetail: 'Código de error: 400 Solicitud incorrecta',
  unauthorisedHeading: 'Lo sentimos, no podemos verificar su identidad.',
  unauthorisedDetail: 'Código de error: 401 No autorizado',
  forbiddenHeading: 'Lo sentimos, parece que no tiene acceso a esta página.',
  notFoundHeading: 'Lo sentimos, parece que no encontramos esa página.',
  timeoutHeading: 'Lo sentimos, esto está tardando más de lo esperado.',
  serverErrorHeading: 'Lo sentimos, tenemos un problema con nuestro sistema. Lo resolveremos pronto.',
  badGatewayHeading: 'Lo sentimos, algo salió mal.',
  unavailableHeading: 'Lo sentimos, no podemos atender su solicitud en este momento.',
  homeLabel: 'Inicio',
  customerServiceLabel: 'Servicio al Cliente',
};

/** Spanish (US) for LOGIN_ERROR_COPY. */
export const LOGIN_ERROR_COPY_ES: Translation<typeof LOGIN_ERROR_COPY> = {
  attemptsRemaining: (attempts: number): string =>
    `Nombre de usuario o contraseña no reconocidos. Le quedan ${attempts} intento(s).`,
  locked:
    'Su cuenta está bloqueada por demasiados intentos de inicio de sesión. Para desbloquearla, comuníquese con Servicio al Cliente.',
  unrecognized: 'Nombre de usuario o contraseña no reconocidos. Inténtelo de nuevo.',
  forgotUsernameLabel: 'Olvidé mi nombre de usuario',
  forgotPasswordLabel: 'Olvidé mi contraseña',
  outage: {
    network: 'No pudimos conectarnos con el Member Dashboard. Revise su conexión a internet e intente iniciar sesión de nuevo.',
    timeout: 'Iniciar sesión está tardando más de lo esperado. Inténtelo de nuevo en un momento.',
    server: 'No podemos iniciar su sesión en este momento por un problema de nuestra parte. Inténtelo de nuevo en unos minutos.',
  },
};
