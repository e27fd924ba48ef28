import type { Translation } from '../../domain/copy/language';
import type { CoverageCategory } from '../../domain/rules/benefit-categories';
import type { BENEFITS_COPY } from './benefits-copy';

/**
 * How Spanish names a coverage category: after "beneficios" (plural, "beneficios médicos") and after a
 * feminine noun ("red médica", "tarjeta de identificación médica"). English writes the category itself.
 */
const CATEGORY_NAMES: Readonly<Record<CoverageCategory, { readonly plural: string; readonly feminine: string }>> = {
  Medical: { plural: 'médicos', feminine: 'médica' },
  Dental: { plural: 'dentales', feminine: 'dental' },
  Vision: { plural: 'de la vista', feminine: 'de la vista' },
  Pharmacy: { plural: 'de farmacia', feminine: 'de farmacia' },
};

/** The names of a category given in any casing ('Medical', 'dental'); undefined when it is none of the four. */
function categoryNames(category: string): { readonly plural: string; readonly feminine: string } | undefined {
  const wanted = category.trim().toLowerCase();
  const key = (Object.keys(CATEGORY_NAMES) as CoverageCategory[]).find((name) => name.toLowerCase() === wanted);
  return key === undefined ? undefined : CATEGORY_NAMES[key];
}

const benefitsOf = (category: CoverageCategory): string => `beneficios ${CATEGORY_NAMES[category].plural}`;

/** Spanish (US) for benefits-copy.ts. */
export const BENEFITS_COPY_ES: Translation<typeof BENEFITS_COPY> = {
  navLabel: 'Beneficios',
  summaryNavLabel: 'Resumen',
  loading: 'Cargando beneficios',
  summaryHeading: 'Resumen de beneficios',
  summaryIntro: 'Sus planes, deducibles y límites para el miembro y la fecha que elija.',
  memberLabel: 'Miembro',
  asOfLabel: 'Beneficios a la fecha',
  asOfHint: 'mm/dd/aaaa',
  asOfSubmit: 'Ver beneficios',
  backToToday: 'Hoy',
  asOfShowing: (date: string) => `Se muestran los beneficios al ${date}.`,
  /** The English text takes planDayNote (domain/rules/plan-day.ts), which is English: its words are here. */
  asOfToday: (date: string) => `Se muestran los beneficios de hoy, ${date}, el día del plan en la hora del Pacífico.`,
  categoryHeading: (category: CoverageCategory) => `Beneficios ${CATEGORY_NAMES[category].plural}`,
  viewCategory: (category: CoverageCategory) => `Ver ${benefitsOf(category)}`,
  categoryLimits: (category: CoverageCategory) => `Límites y deducibles de la cobertura ${CATEGORY_NAMES[category].feminine}`,
  planLabel: 'Plan',
  planYearLabel: 'Año del plan',
  noPlanOnDate: 'No hay plan en esta fecha',
  limitsHeading: 'Límites y deducibles',
  noLimits: 'No hay límites ni deducibles que mostrar para esta cobertura.',
  individual: 'Individual',
  figureLabel: (coverage: string, figure: string) => `${figure} ${coverage.toLowerCase()}`,
  family: 'Familiar',
  met: 'Alcanzado',
  remaining: 'Restante',
  total: 'Total',
  of: 'de',
  pastPlanYearsHeading: 'Años del plan anteriores',
  pastPlanYearLink: (from: string, to: string) => `${from} a ${to}`,
  present: 'la actualidad',
  tiersLabel: (category: string) => {
    const names = categoryNames(category);
    return names === undefined ? `Niveles de la red (${category})` : `Niveles de la red ${names.feminine}`;
  },
  // Medical
  medicalHeading: 'Beneficios médicos',
  servicesHeading: 'Servicios cubiertos',
  oopHeading: 'Gastos de bolsillo y deducibles',
  deductible: 'Deducible',
  outOfPocket: 'Máximo de gastos de bolsillo',
  notInTier: 'No hay beneficios que mostrar para este nivel de la red.',
  serviceBack: 'Volver a beneficios médicos',
  serviceCosts: 'Lo que usted paga',
  network: 'Red',
  cost: 'Su costo',
  note: 'Nota',
  copay: 'Copago',
  coinsurance: 'Coseguro',
  // Dental
  dentalHeading: 'Beneficios dentales',
  maximumsHeading: 'Máximos',
  dentalServicesHeading: 'Servicios cubiertos',
  code: 'Código',
  service: 'Servicio',
  planPays: 'El plan paga',
  planPaysAmount: (amount: number) => `${amount}%`,
  benefitLimit: 'Límite del beneficio',
  incentiveTiers: 'Niveles de incentivo',
  noDentalServices: 'No hay servicios cubiertos que mostrar para este nivel de la red.',
  dentalServiceBack: 'Volver a beneficios dentales',
  dentalServiceNotCovered: 'Este servicio no está cubierto para este miembro.',
  compareTiers: 'Comparar redes',
  category: 'Categoría',
  // Vision and pharmacy
  coverageHeading: 'Cobertura',
  // History
  historyHeading: (category: CoverageCategory) => `Historial de ${benefitsOf(category)}`,
  historyIntro: (date: string) => `Planes vigentes el ${date} y todos los años del plan registrados.`,
  historyOnDate: 'En esta fecha',
  historyAll: 'Todos los años del plan',
  effective: 'Vigente desde',
  termed: 'Vigente hasta',
  historyEmpty: 'No hay historial de beneficios para esta cobertura.',
  historyBenefitsLink: (category: CoverageCategory, date: string) => `Ver ${benefitsOf(category)} al ${date}`,
  historyBadDate: 'No pudimos leer esa fecha.',
  unknownMember: 'Miembro',
  // Programs
  programsHeading: 'Programas',
  programsIntro: 'Programas y servicios incluidos con su plan.',
  programsEmpty: 'Por ahora no hay programas para su plan.',
  eligible: 'Disponible para usted',
  notEligible: 'No disponible en su plan',
  learnMore: 'Más información',
  visitSite: 'Visitar el sitio',
  openProgram: 'Abrir',
  programBack: 'Volver a programas',
  programPhone: 'Teléfono',
  categories: 'Categorías',
  programNotFound: 'No encontramos ese programa en su plan.',
  // Referrals
  referralsHeading: 'Referidos',
  referralsIntro: 'Referidos de su proveedor de atención primaria a especialistas.',
  referralsTracker: 'Siga sus referidos y autorizaciones previas juntos, con la fecha límite de cada decisión, en',
  filtersHeading: 'Filtrar referidos',
  allMembers: 'Todos los miembros',
  allStatuses: 'Todos los estados',
  allProviders: 'Todos los proveedores',
  status: 'Estado',
  provider: 'Proveedor',
  excludeExpired: 'Ocultar referidos vencidos',
  referralsEmpty: 'Ningún referido coincide con estos filtros.',
  referralsNone: 'No tiene referidos.',
  referralDates: 'Fechas',
  visits: 'Visitas',
  visitsUsed: (used: number, authorized: number) => `${used} de ${authorized} usadas`,
  referralId: 'N.º de referido',
  specialty: 'Especialidad',
  expired: 'Vencido',
  results: (count: number) => `${count} ${count === 1 ? 'referido' : 'referidos'}`,
  pagination: 'Páginas de referidos',
  // Documents
  handbooksIntro: 'Su manual del miembro explica sus beneficios, qué está cubierto y qué no, y cómo usar su plan.',
  handbooksPlans: 'Sus planes',
  handbooksOutline: 'Resumen de cobertura',
  handbooksOutlineLink: 'Ver su resumen de cobertura',
  handbooksRequest: (phone: string) => `Para obtener una copia impresa de su manual del miembro, llame a Servicio al Cliente al ${phone}.`,
  certificateHeading: 'Certificado de cobertura',
  certificateIntro: 'El resumen de cobertura describe brevemente los beneficios de su plan. No es el contrato: su manual del miembro tiene todos los términos.',
  certificateLink: 'Abrir el resumen de cobertura (PDF)',
  certificateEmpty: 'No hay un resumen de cobertura disponible para su plan.',
  medicareHeading: 'Materiales de Medicare',
  medicareIntro: 'Documentos del plan para su cobertura de Medicare.',
  medicareRefused: 'Los materiales de Medicare son solo para miembros de planes de Medicare. Su plan no tiene ninguno.',
  medicareEmpty: 'Por ahora no hay materiales de Medicare para su plan.',
  medicareOpen: (title: string) => `Abrir ${title} (PDF)`,
  // Passport dental
  passportHeading: 'Passport dental',
  passportBack: 'Volver a Buscar un dentista',
  passportIntro:
    'Passport dental cubre la atención dental mientras viaja fuera de los Estados Unidos. Consulte a cualquier dentista con licencia, pague su atención y envíenos su recibo cuando regrese a casa.',
  passportPhoneHeading: 'Preguntas mientras está en el extranjero',
  passportPhone: 'Llámenos desde cualquier parte del mundo:',
  passportNoPhone: 'Llame al número de Servicio al Cliente que aparece en su tarjeta de identificación de miembro.',
  passportClaimHeading: 'Cómo obtener un reembolso',
  passportClaimSteps: [
    'Pague al dentista por su atención.',
    'Pida un recibo detallado.',
    'Envíenos el recibo cuando regrese a casa.',
  ],
  passportReceiptHeading: 'Su recibo detallado debe incluir',
  passportReceiptItems: [
    'El nombre y la dirección del dentista, incluido el país',
    'El nombre y la fecha de nacimiento del paciente (miembro)',
    'Los servicios prestados',
    'Los números de los dientes y las superficies tratadas',
    'El cargo de cada servicio y la moneda en que se pagó',
  ],
  passportOutOfNetworkHeading: 'Límites fuera de la red',
  passportOutOfNetwork: [
    'Los dentistas fuera de los Estados Unidos están fuera de la red: se aplican los beneficios, límites y máximos fuera de la red de su plan.',
    'Los dentistas fuera de la red pueden cobrar más de lo que permite el plan; usted paga la diferencia.',
    'Cuando esté en casa, pagará menos con un dentista dentro de la red.',
  ],
  passportFindDentist: 'Buscar un dentista dentro de la red',
  // ID card
  idCardHeading: 'Tarjeta de identificación',
  idCardIntro: 'Muestre esta tarjeta en sus citas y en la farmacia.',
  idCardMember: 'Tarjeta de',
  idCardDownload: 'Descargar (PDF)',
  idCardPrint: 'Imprimir',
  idCardEmail: 'Enviar por correo',
  idCardEmailHeading: 'Enviar esta tarjeta de identificación por correo electrónico',
  idCardEmailLabel: 'Dirección de correo electrónico',
  idCardEmailSend: 'Enviar',
  idCardEmailSent: 'Se envió su tarjeta de identificación por correo electrónico.',
  idCardBlocked: 'Su navegador bloqueó la ventana nueva. Permita las ventanas emergentes para este sitio para descargar su tarjeta de identificación.',
  idCardNone: 'No hay tarjeta de identificación para este miembro.',
  idCardMemberName: 'Miembro',
  idCardSubscriberId: 'ID del suscriptor',
  idCardGroup: 'Grupo',
  idCardPlan: 'Plan',
  idCardRxBin: 'RxBIN',
  idCardRxPcn: 'RxPCN',
  idCardRxGroup: 'RxGRP',
  idCardCustomerService: 'Servicio al Cliente',
  idCardConsumerAssistance: 'Asistencia al consumidor',
  idCardCostsHeading: 'Sus costos este año del plan',
  idCardAllNetworks: 'Todas las redes',
  idCardAnnualMaximum: 'Máximo anual',
  idCardIndividualAmount: (amount: string) => `${amount} individual`,
  idCardFamilyAmount: (amount: string) => `${amount} familiar`,
  idCardCategory: (category: string) => {
    const names = categoryNames(category);
    return names === undefined ? `Tarjeta de identificación (${category})` : `Tarjeta de identificación ${names.feminine}`;
  },
};
