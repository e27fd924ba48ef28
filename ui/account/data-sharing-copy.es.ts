import type { Translation } from '../../domain/copy/language';
import type { DATA_SHARING_COPY } from './data-sharing-copy';

/** Spanish (US) for data-sharing-copy.ts. */
export const DATA_SHARING_COPY_ES: Translation<typeof DATA_SHARING_COPY> = {
  heading: 'Datos compartidos',
  intro: 'Elija quién puede leer los datos de su plan de salud: las aplicaciones que conectó, sus médicos y su plan de salud anterior o siguiente. Un cambio se aplica de inmediato.',
  introViewOnly: 'Quién puede leer los datos de su plan de salud: las aplicaciones que conectó, sus médicos y su plan de salud anterior o siguiente.',
  loading: 'Cargando sus opciones para compartir datos',
  memberLabel: 'Opciones de',
  viewOnly: (controller: string) => `${controller} administra estas opciones por usted hasta que cumpla 18 años. Puede verlas aquí; pídale que haga un cambio.`,
  viewOnlyNoName: 'El suscriptor de su plan administra estas opciones por usted hasta que cumpla 18 años. Puede verlas aquí; pídale que haga un cambio.',
  managingFor: (name: string) => `Usted administra las opciones de ${name} hasta que cumpla 18 años.`,

  appsTitle: 'Aplicaciones conectadas',
  appsIntro: 'Aplicaciones a las que permitió leer los datos de su plan mediante nuestra API de acceso del paciente. El acceso termina por sí solo al vencer el permiso, o cuando usted lo revoca.',
  appsNone: 'No hay aplicaciones conectadas a los datos de su plan.',
  canRead: 'Puede leer',
  authorised: 'Conectada el',
  lastRead: 'Última lectura de sus datos',
  neverRead: 'Todavía no',
  endsOn: (date: string) => `El acceso termina el ${date}`,
  endedOn: (date: string) => `El acceso terminó el ${date}`,
  revokedOn: (date: string) => `Acceso revocado el ${date}`,
  statusActive: 'Activa',
  statusEnded: 'Terminada',
  statusRevoked: 'Revocada',
  revoke: (app: string) => `Revocar acceso de ${app}`,
  revokeButton: 'Revocar acceso',
  revokeTitle: (app: string) => `¿Revocar el acceso de ${app}?`,
  revokeBody: (app: string) => `${app} ya no podrá leer los datos de su plan. Lo que ya leyó se queda en la aplicación. Para usarla de nuevo, conéctela otra vez desde la aplicación.`,
  revokeConfirm: 'Revocar acceso',
  revokeKeep: 'Mantener acceso',
  revokedToast: (app: string) => `${app} ya no puede leer sus datos.`,
  revokeStillInForce: 'La aplicación mantiene su acceso hasta que se guarde el cambio.',

  providerTitle: 'Acceso de proveedores',
  providerWhat: 'Qué se comparte: sus reclamos y visitas (no lo que usted pagó), la información de salud que tenemos sobre usted y sus autorizaciones previas.',
  providerWho: 'Con quién: médicos y otros proveedores de nuestra red que lo atienden, una vez que confirmamos que lo hacen.',
  providerWhy: 'Por qué: para que quienes lo cuidan conozcan su historial, y usted repita menos pruebas y formularios.',
  providerIn: (whose) => (whose === null ? 'Sus proveedores pueden leer sus datos.' : `Los proveedores que atienden a ${whose} pueden leer los datos de ${whose}.`),
  providerOut: (whose) =>
    whose === null
      ? 'Usted se excluyó: sus proveedores no pueden leer sus datos a través de nosotros.'
      : `Usted excluyó a ${whose}: los proveedores no pueden leer los datos de ${whose} a través de nosotros.`,
  optOut: (whose) => (whose === null ? 'Excluirme' : `Excluir a ${whose}`),
  optIn: 'Volver a participar',
  optedOutToast: (whose) => (whose === null ? 'Se excluyó del acceso de proveedores.' : `Excluyó a ${whose} del acceso de proveedores.`),
  optedInToast: (whose) => (whose === null ? 'Volvió a participar en el acceso de proveedores.' : `Volvió a incluir a ${whose} en el acceso de proveedores.`),

  payerTitle: (whose) => (whose === null ? 'Compartir con su plan anterior o siguiente' : `Compartir con el plan anterior o siguiente de ${whose}`),
  payerWhat: 'Cuando se inscribe en un nuevo plan de salud, o acaba de llegar a nosotros desde otro, los dos planes pueden intercambiar sus reclamos y autorizaciones previas, para que su atención continúe sin empezar de nuevo. Solo lo hacen con su consentimiento.',
  payerIn: (whose) =>
    whose === null
      ? 'Usted dio su consentimiento: su plan anterior o siguiente puede recibir sus datos.'
      : `Usted dio su consentimiento por ${whose}: un plan anterior o siguiente puede recibir los datos de ${whose}.`,
  payerOut: (whose) =>
    whose === null
      ? 'Usted no ha dado su consentimiento: no compartimos sus datos con otro plan.'
      : `Usted no ha dado su consentimiento por ${whose}: no compartimos los datos de ${whose} con otro plan.`,
  consent: 'Dar consentimiento',
  withdraw: 'Retirar consentimiento',
  consentedToast: (whose) =>
    whose === null
      ? 'Dio su consentimiento para compartir con su plan anterior o siguiente.'
      : `Dio su consentimiento para compartir los datos de ${whose} con un plan anterior o siguiente.`,
  withdrawnToast: (whose) =>
    whose === null ? 'Retiró su consentimiento para compartir con otro plan.' : `Retiró su consentimiento para compartir los datos de ${whose} con otro plan.`,

  lastChanged: (date: string) => `Último cambio el ${date}.`,
  neverChanged: 'Sin cambios todavía.',
  stillInForce: (choice: string) => `Sigue vigente: ${choice}`,

  historyTitle: 'Historial de sus opciones',
  historyNone: 'Todavía no hay cambios.',
  historyAction: (action, app) => {
    switch (action) {
      case 'app-revoked':
        return `Revocó el acceso de ${app}`;
      case 'provider-access-opted-out':
        return 'Se excluyó del acceso de proveedores';
      case 'provider-access-opted-in':
        return 'Volvió a participar en el acceso de proveedores';
      case 'payer-to-payer-consented':
        return 'Dio su consentimiento para compartir con un plan anterior o siguiente';
      case 'payer-to-payer-withdrawn':
        return 'Retiró su consentimiento para compartir con otro plan';
    }
  },
  by: (name: string) => `por ${name}`,
  someoneElse: 'otro miembro',

  saveFailed: 'No pudimos guardar su cambio. Vuelva a intentarlo en unos minutos.',
  notYours: 'Solo el miembro, o el suscriptor en el caso de un menor, puede cambiar estas opciones.',

  scopes: {
    Patient: 'Su nombre, fecha de nacimiento y datos de contacto',
    Coverage: 'Su plan y su cobertura',
    ExplanationOfBenefit: 'Sus reclamos y lo que se pagó',
    MedicationDispense: 'Medicamentos que surtió en una farmacia',
    MedicationRequest: 'Medicamentos que le recetaron',
    Immunization: 'Sus vacunas',
    Condition: 'Sus afecciones de salud',
    Observation: 'Resultados de pruebas y mediciones',
    Procedure: 'Procedimientos que le hicieron',
    AllergyIntolerance: 'Sus alergias',
    Encounter: 'Sus visitas',
    Practitioner: 'Sus médicos y proveedores',
    Organization: 'Clínicas, hospitales y farmacias que lo atendieron',
  },
};
