import type { Translation } from '../../domain/copy/language';
import type { ACCOUNT_COPY, PREFERENCE_COPY } from './account-copy';

/** Spanish (US) for account-copy.ts. */

/**
 * The ID card categories come from the insurer as English words ('medical', 'dental'...): the Spanish
 * adjective that follows "tarjeta", or "de <category>" for a category not listed here.
 */
const CARD_KINDS_ES: Readonly<Record<string, string>> = {
  medical: 'médica',
  dental: 'dental',
  vision: 'de la vista',
  pharmacy: 'de farmacia',
};
const cardKind = (category: string): string => CARD_KINDS_ES[category.toLowerCase()] ?? `de ${category}`;

export const PREFERENCE_COPY_ES: Translation<typeof PREFERENCE_COPY> = {
  electronicEob: {
    title: 'Entrega de la Explicación de beneficios (EOB)',
    description: 'Cómo recibe sus EOB. Las EOB electrónicas están en su Member Dashboard y le enviamos un correo electrónico cuando hay una nueva.',
    on: 'Electrónica',
    off: 'En papel por correo',
  },
  emailBreakingNews: {
    title: 'Noticias del plan por correo electrónico',
    description: 'Noticias importantes sobre su plan, sus beneficios y los programas de salud que puede usar.',
    on: 'Sí, por correo electrónico',
    off: 'No',
  },
  electronicMedicareMailing: {
    title: 'Envíos de Medicare',
    description: 'Los documentos de su plan de Medicare, como el Aviso anual de cambios, en línea en lugar de por correo.',
    on: 'Electrónicos',
    off: 'En papel por correo',
  },
  emailPaymentReminder: {
    title: 'Recordatorios de pago',
    description: 'Un correo electrónico unos días antes de la fecha de pago de su prima.',
    on: 'Sí, por correo electrónico',
    off: 'No',
  },
  emailAutopayWithdrawalReminder: {
    title: 'Recordatorios de pago automático',
    description: 'Un correo electrónico antes de que se retire de su cuenta bancaria un pago automático de su prima.',
    on: 'Sí, por correo electrónico',
    off: 'No',
  },
  discontinuePaperStatements: {
    title: 'Facturación sin papel',
    description: 'Deje de recibir en papel los estados de cuenta de su prima y léalos en eBill.',
    on: 'Sin papel',
    off: 'Estados de cuenta en papel',
  },
  emailWhenBillReady: {
    title: 'Avisos de factura nueva',
    description: 'Un correo electrónico cuando haya una nueva factura de su prima para ver.',
    on: 'Sí, por correo electrónico',
    off: 'No',
  },
  emailEwpNotification: {
    title: 'Avisos del portal del empleador',
    description: 'Un correo electrónico cuando su empleador publique una novedad sobre su plan.',
    on: 'Sí, por correo electrónico',
    off: 'No',
  },
  showEwpLandingPage: {
    title: 'Página de inicio del portal del empleador',
    description: 'Abrir primero la página de beneficios de su empleador al iniciar sesión.',
    on: 'Mostrarla',
    off: 'No mostrarla',
  },
};

export const ACCOUNT_COPY_ES: Translation<typeof ACCOUNT_COPY> = {
  menuLabel: 'Configuración de la cuenta',
  loading: 'Cargando su cuenta',

  summaryHeading: 'Resumen de la cuenta',
  summaryMember: 'Su membresía',
  summaryContact: 'Información de contacto',
  summaryShortcuts: 'Administre su cuenta',
  subscriberIdLabel: 'ID del suscriptor',
  memberSinceLabel: 'Cobertura desde',
  relationshipLabel: 'Parentesco',
  groupLabel: 'Grupo',
  addressLabel: 'Dirección postal',
  phoneLabel: 'Teléfono',
  emailLabel: 'Correo electrónico',
  noEmail: 'No tenemos un correo electrónico registrado',
  addressHelp: 'Para cambiar su dirección o número de teléfono, llame a Servicio al Cliente.',

  memberInformationHeading: 'Información del miembro',
  familyIntro: 'Los miembros de su plan, con sus tarjetas de identificación.',
  selfIntro: 'Sus datos y sus tarjetas de identificación.',
  memberLabel: 'Miembro',
  dateOfBirthLabel: 'Fecha de nacimiento',
  coverageLabel: 'Cobertura',
  noCoverage: 'Sin cobertura actual',
  youBadge: 'Usted',
  idCardOptions: 'Opciones de la tarjeta de identificación',
  viewIdCard: 'Ver tarjeta de identificación',
  hideIdCard: 'Ocultar tarjeta de identificación',
  downloadPdf: 'Descargar PDF',
  emailIdCard: 'Enviar tarjeta por correo electrónico',
  emailIdCardTitle: (name: string) => `Enviar la tarjeta de ${name} por correo electrónico`,
  emailIdCardSend: 'Enviar',
  emailIdCardCancel: 'Cancelar',
  emailIdCardSent: (address: string) => `Enviamos la tarjeta de identificación a ${address}.`,
  idCardsUnavailable: 'Las tarjetas de identificación de su plan no están disponibles en este momento.',
  planLabel: 'Plan',
  rxLabel: 'Rx BIN / PCN / Grupo',
  customerServiceLabel: 'Servicio al Cliente',
  printedCardsTitle: 'Pedir una tarjeta de identificación impresa',
  printedCardsIntro: 'Le enviamos por correo una tarjeta nueva a la dirección de su cuenta.',
  requestPrintedCard: (category: string) => `Pedir una tarjeta ${cardKind(category)}`,
  cardTitle: (category: string) => `Tarjeta de identificación ${cardKind(category)}`,

  settingsHeading: 'Configuración',
  securityTitle: 'Inicio de sesión y seguridad',
  passwordLabel: 'Contraseña',
  passwordMasked: '••••••••',
  changePassword: 'Cambiar contraseña',
  emailTitle: 'Correo electrónico',
  emailFieldLabel: 'Dirección de correo electrónico',
  emailUpdated: 'Se actualizó su dirección de correo electrónico',
  preferencesTitle: 'Preferencias de comunicación',
  preferencesIntro: 'Elija cómo nos comunicamos con usted. Cada cambio se guarda por separado.',
  preferenceSaved: (title: string) => `Se guardó: ${title}`,
  currentSetting: 'Opción actual',

  planBenefitsHeading: 'Beneficios del plan del miembro',
  planBenefitsIntro: 'Quién tiene cobertura, con qué plan y desde cuándo.',
  planIdLabel: 'Plan',
  coverageDates: (from: string, to: string | null) => (to === null ? `Desde el ${from}` : `Del ${from} al ${to}`),
  planYearsTitle: 'Años del plan',
  currentPlanYearLabel: 'Año del plan actual',
  upcomingPlanYearLabel: 'Próximo año del plan',
  openEnrollmentLabel: 'Inscripción abierta',
  renewalLabel: 'Inicio de la cobertura renovada',
  viewBenefits: 'Ver sus beneficios',

  ebillHeading: 'eBill',
  ebillIntro: 'Vea y pague en línea las facturas de su prima, programe pagos automáticos y deje de recibir papel.',
  ebillRegistered: 'Su inscripción en eBill está activa.',
  ebillNotRegistered: 'Todavía no se ha inscrito en eBill.',
  ebillRegister: 'Inscribirse en eBill',
  ebillRegisteredToast: 'Se completó su inscripción en eBill.',
  ebillOpen: 'Ir a eBill',
  ebillOpenHelp: 'eBill se abre en nuestro sitio seguro de facturación. Cuando termine, regresará aquí.',
  ebillUnavailable: 'El sitio de eBill no está disponible en este momento. Inténtelo de nuevo más tarde.',
  ebillStatusTitle: 'Su cuenta de eBill',

  helpCenterHeading: 'Centro de ayuda',
  helpCenterIntro: 'Respuestas a preguntas frecuentes y cómo comunicarse con nosotros.',
  contactTitle: 'Comuníquese con nosotros',
  faqTitle: 'Preguntas frecuentes',
  customerServicePage: 'Servicio al Cliente',
  faqs: [
    {
      question: '¿Cómo obtengo una nueva tarjeta de identificación?',
      answer: 'Descargue su tarjeta o envíela por correo electrónico desde Información del miembro, o pida allí una tarjeta impresa. La tarjeta impresa llega en 7 a 10 días hábiles.',
    },
    {
      question: '¿Cómo cambio mi correo electrónico o mis preferencias?',
      answer: 'Abra Configuración, elija Editar junto a lo que quiere cambiar y guarde.',
    },
    {
      question: '¿Quién puede ver mi información?',
      answer: 'El suscriptor ve los datos del plan de todas las personas del plan. Los dependientes ven sus propios datos.',
    },
  ],

  saveFailed: 'No pudimos guardar su cambio. Inténtelo de nuevo en unos minutos.',
};
