import type { Translation } from './language';
import type { NOTICES_COPY, PLAN_MANAGEMENT_COPY } from './notices-copy';

/** Spanish (US) for notices-copy.ts. */
export const NOTICES_COPY_ES: Translation<typeof NOTICES_COPY> = {
  loginHeading: 'Inicie sesión en su Member Dashboard',
  loggedOutBanner: 'Cerró sesión correctamente.',
  welcomeBanner: (firstName: string): string => `${firstName}, le damos la bienvenida a su Member Dashboard`,
  subscriberIdCopied: 'Se copió el ID del suscriptor al portapapeles',
  termedWarning: 'En este momento no está inscrito en un plan',
  selectPrimaryCareWarning: 'Seleccione dónde recibe atención primaria',
  selectPrimaryCareLink: 'Seleccionar atención primaria',
  moreIdCardOptions: 'Más opciones de tarjeta de identificación',
  viewAllPrograms: 'Ver todos los programas',
  groupSelectionHeading: 'Acceda a su Member Dashboard: seleccione un plan',
  groupSelectionButton: 'Iniciar sesión en la cuenta',
  inactivePlan: 'Plan inactivo',
  updateEmailHeading: 'Actualizar correo electrónico',
  downloadingResource: 'Descargando recurso...',
  providenceLoggedOut: 'Cerró sesión correctamente',
  registrationWelcome: 'Todo está listo. Le damos la bienvenida a su Member Dashboard dental',
  emailUpdated: 'Se actualizó su correo electrónico correctamente',
  continueAsSubscriber: 'Continuar como suscriptor',
  presentPlanEnd: 'actualidad',
};

/** Spanish (US) for PLAN_MANAGEMENT_COPY. */
export const PLAN_MANAGEMENT_COPY_ES: Translation<typeof PLAN_MANAGEMENT_COPY> = {
  renewalReminder: (openEnrollmentEnd: string): string =>
    `Recordatorio: renueve, cambie o cancele su plan antes de que termine la inscripción abierta el ${openEnrollmentEnd}.`,
  renewalReminderUndated: 'Recordatorio: renueve, cambie o cancele su plan antes de que termine la inscripción abierta.',
  benefitsEnd: (coverageEnd: string): string => `Sus beneficios terminan el ${coverageEnd}.`,
  benefitsEndUndated: 'Sus beneficios terminarán al final de su cobertura actual.',
  medicalNotRenewed: 'Su plan médico no se renovará.',
  medicalAndDentalNotRenewed: 'Sus planes médico y dental no se renovarán.',
};
