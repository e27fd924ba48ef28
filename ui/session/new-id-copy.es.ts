import type { Translation } from '../../domain/copy/language';
import type { NEW_ID_COPY } from './new-id-copy';

/** Spanish (US) for new-id-copy.ts. */
export const NEW_ID_COPY_ES: Translation<typeof NEW_ID_COPY> = {
  heading: 'Acceda a su Member Dashboard: nuevo ID',
  intro:
    'Busque al miembro al que está ayudando. Ingrese el ID del suscriptor para continuar como suscriptor, o agregue el nombre, ' +
    'el apellido y la fecha de nacimiento para actuar en nombre de un miembro específico del plan.',
  subscriberId: 'ID del suscriptor',
  firstName: 'Nombre',
  lastName: 'Apellido',
  dateOfBirth: 'Fecha de nacimiento',
  dateHint: 'Por ejemplo, 04/28/1986.',
  blockCrm: 'Impedir la navegación al portal CRM',
  blockCrmHint: 'La sesión del miembro permanece en el Member Dashboard en lugar de abrir el portal de Salesforce.',
  submit: 'Enviar',
  continueAsSubscriber: 'Continuar como suscriptor',
  working: 'Buscando al miembro',
};
