import type { AccumulatorKind, ClaimAccumulator, ClaimType } from '../../domain/model';
import type { Translation } from '../../domain/copy/language';
import { formatUsd } from '../../domain/rules/money';
import type { EOB_EXPLAINER_COPY } from './eob-explainer-copy';

const ACCUMULATOR_NAMES_ES: Readonly<Record<AccumulatorKind, string>> = {
  deductible: 'Deducible',
  'out-of-pocket': 'Máximo de gastos de bolsillo',
  'annual-maximum': 'Máximo anual',
};
const NETWORK_NAMES_ES: Readonly<Record<ClaimAccumulator['network'], string>> = {
  'in-network': 'dentro de la red',
  'out-of-network': 'fuera de la red',
  combined: 'dentro y fuera de la red',
};

/** Spanish (US) for eob-explainer-copy.ts. */
export const EOB_EXPLAINER_COPY_ES: Translation<typeof EOB_EXPLAINER_COPY> = {
  heading: 'Explicación de su EOB',
  intro: 'Lo que pasó con cada servicio de este reclamo, desde lo que facturó el proveedor hasta lo que usted debe.',
  lineHeading: (description: string) => description,
  billed: (amount: number) => `El proveedor facturó ${formatUsd(amount)}.`,
  discount: (discount: number, allowed: number) =>
    `Como proveedor dentro de la red, aceptó nuestra tarifa de ${formatUsd(allowed)}, así que se descuentan ${formatUsd(discount)} de la factura (su descuento de la red).`,
  allowedOutOfNetwork: (allowed: number) => `La cantidad permitida por el plan para este servicio fuera de la red es ${formatUsd(allowed)}.`,
  nothingAllowed: 'El plan no permitió ninguna cantidad para este servicio.',
  deductible: (amount: number) => `Se aplicaron ${formatUsd(amount)} a su deducible.`,
  copay: (amount: number) => `Su copago es de ${formatUsd(amount)}.`,
  coinsurance: (amount: number) => `Su coseguro (su parte después del deducible) es de ${formatUsd(amount)}.`,
  notCovered: (amount: number) => `Su plan no cubre ${formatUsd(amount)}.`,
  planPaid: (amount: number) => `El plan pagó ${formatUsd(amount)}.`,
  youOwe: (amount: number) => `Usted debe ${formatUsd(amount)}.`,
  addsUp: (discount: number, planPaid: number, owe: number, billed: number) =>
    `Estas cifras cuadran: ${formatUsd(discount)} de descuento de la red + ${formatUsd(planPaid)} que pagó el plan + ${formatUsd(owe)} que usted debe = ${formatUsd(billed)} facturados.`,
  doesNotAddUp: 'Estas cifras no suman lo que se facturó. Llame a Servicio al Cliente para que revisemos este reclamo.',
  quote: (quoted: number, allowed: number, agrees: boolean) =>
    agrees
      ? `Antes de la visita, la calculadora de costos estimó ${formatUsd(quoted)} para este servicio con este proveedor; el plan permitió ${formatUsd(allowed)}, como se estimó.`
      : `Antes de la visita, la calculadora de costos estimó ${formatUsd(quoted)} para este servicio con este proveedor; el plan permitió ${formatUsd(allowed)}.`,
  effectHeading: 'A qué se aplicó este reclamo',
  effect: (toDeductible: number, toOutOfPocket: number) =>
    `Este reclamo sumó ${formatUsd(toDeductible)} a su deducible y ${formatUsd(toOutOfPocket)} a su máximo de gastos de bolsillo (deducible, copagos y coseguro; los montos no cubiertos no cuentan).`,
  dentalEffect: (toDeductible: number, toAnnualMaximum: number) =>
    `Este reclamo sumó ${formatUsd(toDeductible)} a su deducible, y los ${formatUsd(toAnnualMaximum)} que pagó el plan cuentan para su máximo anual.`,
  countedHeading: 'Cómo quedó su año del plan después de este reclamo',
  otherTierHeading: 'El otro nivel de la red, que este reclamo no cambió',
  noStanding: 'Solo mostramos cómo quedaron su deducible y sus máximos después de un reclamo para los reclamos del año del plan actual.',
  accumulatorName: (accumulator: ClaimAccumulator) =>
    `${ACCUMULATOR_NAMES_ES[accumulator.kind]}, ${accumulator.coverage === 'family' ? 'familiar' : 'individual'}, ${NETWORK_NAMES_ES[accumulator.network]}`,
  movement: (accumulator: ClaimAccumulator, added: number) =>
    `Antes de este reclamo se habían alcanzado ${formatUsd(accumulator.metBefore)}; este reclamo sumó ${formatUsd(added)}; después, se han alcanzado ${formatUsd(accumulator.metAfter)} de ${formatUsd(accumulator.limit)}.`,
  unchanged: (accumulator: ClaimAccumulator) =>
    `${formatUsd(accumulator.metAfter)} de ${formatUsd(accumulator.limit)} alcanzados, igual antes y después de este reclamo.`,
  accumulatorsDisagree: 'Lo que este reclamo sumó a su deducible o a sus máximos no coincide con sus cifras. Llame a Servicio al Cliente para que revisemos este reclamo.',
  pending: 'Este reclamo todavía se está procesando: lo explicaremos aquí cuando se decida.',
  whyHeading: 'Por qué no se cubrió una parte',
  whyDeniedHeading: 'Por qué no se cubrió',
  appeal:
    'Si cree que nos equivocamos, puede pedirnos que lo revisemos de nuevo (una apelación) dentro de los 180 días a partir de la fecha de su EOB. Llame a Servicio al Cliente al número de su tarjeta de identificación, o escríbanos con el número de reclamo y el motivo de su desacuerdo; los documentos de su plan describen cada paso.',
  termsHeading: (claimType: ClaimType) => (claimType === 'dental' ? 'Términos dentales' : 'Términos'),
  dentalTerms: [
    'Máximo anual: lo máximo que paga su plan dental en un año del plan; lo que pase de esa cantidad le corresponde pagarlo a usted.',
    'Límites de frecuencia: algunos servicios (limpiezas, radiografías, coronas) se cubren solo cada cierto tiempo, por ejemplo, dos veces por año del plan.',
    'Estimado previo al tratamiento: antes de un trabajo mayor, su dentista puede enviarnos el plan de tratamiento y les decimos a ambos cuánto pagará el plan.',
  ],
  medicalTerms: [
    'Deducible: lo que usted paga cada año del plan antes de que el plan empiece a compartir el costo de la mayoría de los servicios.',
    'Copago: una cantidad fija por una visita. Coseguro: su porcentaje de la cantidad permitida después del deducible.',
    'Máximo de gastos de bolsillo: cuando su deducible, copagos y coseguro llegan a este monto, el plan paga todo durante el resto del año del plan.',
  ],
};
