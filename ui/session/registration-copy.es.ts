import type { Translation } from '../../domain/copy/language';
import type { REGISTRATION_COPY, REGISTRATION_POLICIES_COPY } from './registration-copy';
import { MEMBER_IDENTITY_LABELS_ES } from '../../domain/copy/session-copy.es';

/** Spanish (US) for registration-copy.ts. */

const POLICY_CHECKBOX_ES = 'Leí y acepto la política de comunicaciones digitales.';

export const REGISTRATION_POLICIES_COPY_ES: Translation<typeof REGISTRATION_POLICIES_COPY> = {
  heading: 'Le damos la bienvenida a su Member Dashboard dental',
  intro: 'Antes de comenzar, revise cómo nos comunicaremos con usted.',
  policyHeading: 'Política de comunicaciones digitales',
  policyText:
    'Enviamos los documentos del plan, los avisos y otras comunicaciones de forma electrónica. Le enviaremos un correo electrónico ' +
    'cuando haya un documento nuevo en su Member Dashboard. Puede pedir copias en papel sin costo en cualquier momento llamando a ' +
    'Servicio al Cliente, y puede cambiar cómo recibe las comunicaciones en Configuración.',
  policyCheckbox: POLICY_CHECKBOX_ES,
  policyRequired: 'Confirme que leyó nuestra política de comunicaciones digitales.',
  eobLegend: '¿Cómo desea recibir su Explicación de beneficios (EOB)?',
  eobConsent: 'Electrónicamente: envíenme un correo electrónico cuando haya una EOB nueva',
  eobPaper: 'Por correo postal: envíenme las EOB en papel',
  submit: 'Ir a mi Member Dashboard',
  saving: 'Guardando sus opciones',
  loading: 'Cargando sus preferencias de comunicación',
  retry: 'Intentar de nuevo',
  success: 'Todo está listo. Le damos la bienvenida a su Member Dashboard dental',
};

export const REGISTRATION_COPY_ES: Translation<typeof REGISTRATION_COPY> = {
  heading: 'Crear una cuenta',
  intro: 'Cree su acceso al Member Dashboard. Tenga a mano su tarjeta de identificación de miembro.',
  stepOf: (step: number, total: number): string => `Paso ${step} de ${total}`,
  steps: {
    details: 'Sus datos',
    credentials: 'Nombre de usuario y contraseña',
    security: 'Preguntas de seguridad',
    policy: 'Política de comunicaciones',
  },
  detailsIntro: 'Díganos quién es, tal como aparece en su tarjeta de identificación de miembro.',
  credentialsIntro: 'Elija cómo iniciará sesión. Los nombres de usuario tienen de 3 a 16 letras o números.',
  securityIntro: 'Elija dos preguntas y sus respuestas. Le haremos una de ellas si olvida su contraseña.',
  policyIntro: 'Lea nuestra política de comunicaciones digitales.',
  ...MEMBER_IDENTITY_LABELS_ES,
  emailAddress: 'Correo electrónico',
  password: 'Contraseña',
  confirmPassword: 'Confirme la contraseña',
  passwordRule: 'Use de 6 a 15 letras o números, con al menos un número.',
  firstQuestion: 'Pregunta de seguridad 1',
  firstAnswer: 'Respuesta 1',
  secondQuestion: 'Pregunta de seguridad 2',
  secondAnswer: 'Respuesta 2',
  chooseQuestion: 'Elija una pregunta',
  policyCheckbox: POLICY_CHECKBOX_ES,
  continue: 'Continuar',
  back: 'Atrás',
  submit: 'Crear cuenta',
  working: 'Verificando',
  loading: 'Cargando',
  retry: 'Intentar de nuevo',
  doneHeading: 'Su cuenta está lista',
  done: (username: string): string => `Ya puede iniciar sesión con su nombre de usuario ${username} y la contraseña que eligió.`,
  logIn: 'Iniciar sesión',
  haveAccount: '¿Ya tiene una cuenta?',
};
