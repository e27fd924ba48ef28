import type { Translation } from './language';
import type { ASK_COPY, MESSAGE_RULES_COPY, MESSAGE_TOPIC_NAMES } from './messages-copy';

/** Spanish (US) for messages-copy.ts. */
export const MESSAGE_RULES_COPY_ES: Translation<typeof MESSAGE_RULES_COPY> = {
  wrongType: (fileName: string) => `${fileName} no es un archivo PDF, JPEG ni PNG, así que no se puede adjuntar.`,
  tooBig: (fileName: string) => `${fileName} pesa más de 10 MB, así que no se puede adjuntar.`,
  tooMany: (fileName: string) => `No se adjuntó ${fileName}: un mensaje puede llevar como máximo 5 archivos.`,
  empty: (fileName: string) => `${fileName} está vacío, así que no se puede adjuntar.`,
  subjectRequired: 'Escriba un asunto.',
  subjectTooLong: 'El asunto puede tener como máximo 100 caracteres.',
  bodyRequired: 'Escriba su mensaje.',
  bodyTooLong: 'Un mensaje puede tener como máximo 4,000 caracteres.',
  memberNotYours: 'Solo puede escribir sobre usted o sobre un familiar cuyos reclamos puede ver.',
  referenceNotForTopic: 'Solo un mensaje sobre un reclamo, una EOB o una autorización lleva su número de referencia.',
  claimNotFound: (reference: string) => `No encontramos el reclamo ${reference}. Revise su número o deje la referencia vacía.`,
  claimNotTheirs: (reference: string) =>
    `El reclamo ${reference} no es uno sobre el que pueda escribir para este miembro. Revise su número o elija sobre quién es el mensaje.`,
};

export const MESSAGE_TOPIC_NAMES_ES: Translation<typeof MESSAGE_TOPIC_NAMES> = {
  claim: 'Un reclamo',
  eob: 'Una EOB (explicación de beneficios)',
  authorization: 'Una autorización o un referido',
  'id-card': 'Mi tarjeta de identificación',
  billing: 'Facturación',
  other: 'Otro asunto',
};

export const ASK_COPY_ES: Translation<typeof ASK_COPY> = {
  askAboutClaim: 'Preguntar sobre este reclamo',
  askAboutEob: 'Preguntar sobre esta EOB',
  askAboutAuthorization: 'Preguntar sobre esta solicitud',
  askAboutFigures: 'Escribir a servicios al miembro',
};
