import type { Translation } from '../../domain/copy/language';
import type { AUTHORIZATIONS_COPY } from './authorizations-copy';

/** Spanish (US) for authorizations-copy.ts. */

/** Spanish names of the approved units the data names in English ('visit', 'session', 'day', 'item'): singular, plural. */
const UNIT_NAMES_ES: Readonly<Record<string, readonly [string, string]>> = {
  visit: ['visita', 'visitas'],
  session: ['sesión', 'sesiones'],
  day: ['día', 'días'],
  item: ['artículo', 'artículos'],
  unit: ['unidad', 'unidades'],
};

const unitName = (unit: string, units: number): string => {
  const names = UNIT_NAMES_ES[unit];
  if (names === undefined) return units === 1 ? unit : `${unit}s`;
  return units === 1 ? names[0] : names[1];
};

export const AUTHORIZATIONS_COPY_ES: Translation<typeof AUTHORIZATIONS_COPY> = {
  loading: 'Cargando sus autorizaciones y referidos',
  heading: 'Autorizaciones previas y referidos',
  familyIntro:
    'Siga cada solicitud de la que depende su atención: las suyas y las de sus hijos menores de 18 años. Las solicitudes de los adultos de su plan, y la atención confidencial de un adolescente, solo las pueden ver ellos.',
  ownIntro: 'Siga cada solicitud de la que depende su atención: en qué estado está, cuándo decidiremos y qué aprobamos.',
  whatIsIt:
    'Su proveedor nos pide que aprobemos algunos servicios antes de que usted los reciba (autorización previa) y que le enviemos a un especialista (referido). Decidimos en un plazo de 72 horas cuando esperar podría dañar gravemente su salud, y de 7 días en los demás casos.',

  expiringHeading: 'Aprobaciones que vencen pronto',
  expiringIntro: 'Estas aprobaciones terminan en los próximos 30 días. Programe su atención antes, o pida a su proveedor que solicite más tiempo.',
  expiringItemFor: (member: string, endDate: string) => ` para ${member}: aprobado hasta el ${endDate}`,
  expiringSoon: 'Vence pronto',

  lookUpHeading: '¿Necesita esto autorización previa?',
  lookUpIntro: 'Busque un servicio en la lista de su plan por su nombre o por el código que le dio su proveedor (por ejemplo, 73721 o D2740).',
  lookUpLabel: 'Nombre o código del servicio',
  lookUpButton: 'Verificar',
  lookingUp: 'Buscando en la lista de su plan',
  required: 'Necesita autorización previa',
  notRequired: 'No necesita autorización previa',
  requiredNext:
    'Su proveedor debe pedirnos aprobación antes de que usted reciba este servicio. Pídale que envíe la solicitud; aparecerá abajo, en sus solicitudes, cuando la recibamos.',
  notRequiredNext: 'Puede recibir este servicio de un proveedor dentro de la red sin pedirnos aprobación primero. Se aplican sus costos habituales.',
  codeNotListed: (code: string) => `${code} no está en la lista de autorización previa de su plan, así que no necesita autorización previa.`,
  notFound: (query: string) =>
    `Nada en la lista de su plan coincide con “${query}”. Pruebe otras palabras o el código del servicio que le dio su proveedor, o llame a Servicio al Cliente.`,
  serviceCode: (code: string) => `Código ${code}`,

  requestsHeading: 'Sus solicitudes',
  filtersLabel: 'Filtrar solicitudes',
  memberLabel: 'Miembro',
  allMembers: 'Todos los miembros',
  statusLabel: 'Estado',
  allStatuses: 'Todos los estados',
  fromLabel: 'Fecha de inicio',
  toLabel: 'Fecha final',
  dateHint: (earliest: string) => `Fecha en que se recibió, mm/dd/aaaa, no antes del ${earliest}`,
  apply: 'Aplicar filtros',
  clear: 'Borrar filtros',
  count: (first: number, last: number, total: number) =>
    total === 1 ? '1 solicitud' : first === 1 && last === total ? `${total} solicitudes` : `Se muestran ${first}–${last} de ${total} solicitudes`,
  pagesLabel: 'Páginas de solicitudes',
  none: 'No tiene autorizaciones previas ni referidos.',
  noneMatching: 'Ninguna solicitud coincide con estos filtros. Pruebe con otro miembro, estado o fechas.',

  member: 'Miembro',
  requestedBy: 'Solicitado por',
  servicing: 'Dónde recibe la atención',
  received: 'Recibido',
  decided: 'Decidido',
  withdrawn: 'Retirado',
  decisionDue: 'Decisión a más tardar',
  expedited: '(acelerada)',
  requested: 'Solicitado',
  approved: 'Aprobado',
  approvedCare: (units: number, unit: string, start: string, end: string) => `${units} ${unitName(unit, units)}, del ${start} al ${end}`,
  units: (units: number) => (units === 1 ? '1 unidad' : `${units} unidades`),
  reference: 'Número de referencia',
  informationHeading: 'Lo que necesitamos',
  estimateLink: 'Calcule cuánto pagará',
  estimateFor: (code: string) => `(código de servicio ${code})`,
  reasonHeading: 'Motivo',
  appealHeading: 'Cómo apelar',
  appealSteps: (provider: string, deadline: string) => [
    `Hable con ${provider}: puede enviarnos más información o pedir hablar de la decisión con nuestro revisor médico.`,
    `Pídanos una apelación, por teléfono o por escrito, a más tardar el ${deadline}. Explique por qué necesita la atención e incluya cartas o expedientes que la respalden.`,
    'Si esperar podría dañar gravemente su salud, pida una apelación acelerada: decidimos en un plazo de 72 horas.',
    'Si aun así le decimos que no, puede pedir una revisión externa a cargo de un revisor independiente.',
  ],
};
