import type { Translation } from './language';
import type { REFUSAL_COPY } from './refusal-copy';

/** Spanish (US) for refusal-copy.ts. */
export const REFUSAL_COPY_ES: Translation<typeof REFUSAL_COPY> = {
  memberNotFound: 'No encontramos a ningún miembro con esos datos. Compárelos con su tarjeta de identificación.',
  accountExists: 'Ya existe una cuenta para este miembro. Use “Olvidé mi nombre de usuario” u “Olvidé mi contraseña”.',
  invalidUsername: 'Los nombres de usuario tienen de 3 a 16 letras o números.',
  usernameTaken: 'Ese nombre de usuario ya está en uso.',
  invalidPassword: 'La contraseña debe tener de 6 a 15 letras o números e incluir al menos un número.',
  invalidEmail: 'Ingrese un correo electrónico válido.',
  policyNotSigned: 'Confirme que leyó nuestra política de comunicaciones digitales.',
  noAccountForDetails: 'No encontramos ninguna cuenta con esos datos.',
  noAccountForUsername: 'No encontramos ninguna cuenta con ese nombre de usuario.',
  answerMismatch: 'Esa respuesta no coincide con nuestros registros.',
  noSecurityQuestion: 'Esta cuenta no tiene pregunta de seguridad. Llame a Servicio al Cliente.',
  currentPasswordWrong: 'Su contraseña actual no es correcta.',
  passwordReused: 'Elija una contraseña que no haya usado antes.',
};
