import type { Translation } from '../../domain/copy/language';
import type { CareCategory, SharingClass } from '../../domain/model';
import { formatUsd } from '../../domain/rules/money';
import type { COST_ESTIMATOR_COPY } from './cost-estimator-copy';

/** Spanish (US) for cost-estimator-copy.ts. */

const percent = (share: number): string => `${Math.round(share * 100)}%`;

/** The kinds of coverage, as adjectives of "cobertura". */
const CATEGORY_NAMES_ES: Readonly<Record<CareCategory, string>> = { medical: 'médica', dental: 'dental' };

export const COST_ESTIMATOR_COPY_ES: Translation<typeof COST_ESTIMATOR_COPY> = {
  heading: 'Calculadora de costos',
  intro:
    'Vea cuánto cuesta un servicio con proveedores dentro de la red antes de ir, y cuánto pagaría usted con su plan, según lo que le queda hoy de su deducible y de su máximo de gastos de bolsillo.',
  loading: 'Cargando la calculadora de costos',
  notAllowed:
    'La calculadora de costos es para miembros con cobertura médica o dental vigente. Usted no tiene cobertura médica ni dental hoy, así que no hay nada que calcular.',
  formLabel: 'Calcular el costo de un servicio',
  memberLabel: 'Calcular para',
  searchHint: 'Por ejemplo: limpieza dental, resonancia, corona, 99213, D2740 o el nombre de un proveedor',
  submit: 'Calcular costos',
  searching: 'Calculando…',
  resultsHeading: 'Estimados',
  notSearched: 'Busque un servicio, un código de procedimiento o un proveedor para ver cuánto cuesta cerca de su código postal.',
  resultsCount: (count: number, zip: string) =>
    `${count} ${count === 1 ? 'precio' : 'precios'} dentro de la red, distancias desde el código postal ${zip}`,
  sortLabel: 'Ordenar por',
  sortOptions: { cost: 'Su costo, de menor a mayor', distance: 'Distancia, de más cerca a más lejos' },
  unknownCode: (code: string) =>
    `No encontramos el código de procedimiento ${code} en nuestra lista de precios. Revise el código, o busque por el nombre del servicio, como “limpieza” o “radiografía”.`,
  noResults: (search: string) =>
    `Ningún servicio ni proveedor dentro de la red coincide con “${search}”. Pruebe otra palabra, como “radiografía”, “limpieza” o “consulta”.`,
  noCoverage: (name: string, categories: readonly CareCategory[]) =>
    `${name} no tiene cobertura ${categories.map((category) => CATEGORY_NAMES_ES[category]).join(' ni ')} hoy, así que no podemos calcular estos servicios. Elija otro miembro, o busque un servicio que cubra su plan.`,
  disclaimer:
    'Estos son estimados, no una promesa de pago. Lo que usted pague depende de la atención que realmente reciba y de los reclamos procesados antes de este.',
  otherAges: (from: number, to: number | null, name: string) =>
    `${to === null ? `Pensado para personas de ${from} años o más` : `Pensado para edades de ${from} a ${to} años`}: aparece porque coincide con su búsqueda, después de los servicios pensados para la edad de ${name}.`,
  dentalNote:
    'Para trabajos dentales mayores, pida a su dentista que nos envíe un estimado previo al tratamiento: les diremos a ambos cuánto pagará el plan.',

  rate: 'Tarifa negociada',
  youPay: 'Usted paga (estimado)',
  planPays: 'El plan paga',
  distance: 'Distancia',
  miles: (miles: number) => `${miles.toFixed(1)} millas`,
  distanceUnknown: 'Desconocida',
  breakdownSummary: 'Cómo calculamos este estimado',
  breakdownFor: (service: string, provider: string) => `(${service} con ${provider})`,
  parts: {
    deductible: 'Se aplica a su deducible',
    copay: 'Copago',
    coinsurance: 'Coseguro',
    overAnnualMaximum: 'Por encima de su máximo anual',
  },
  assumptionsHeading: 'Supuestos',
  plan: (planName: string) => `Su plan: ${planName}.`,
  sharing: (sharingClass: SharingClass, copay: number, coinsurance: number, deductibleApplies: boolean): string => {
    if (sharingClass === 'preventive') return 'La atención preventiva está cubierta por completo dentro de la red.';
    if (copay > 0) return `Usted paga un copago de ${formatUsd(copay)} por este tipo de servicio.`;
    if (coinsurance === 0 && !deductibleApplies) return 'El plan cubre este tipo de servicio por completo dentro de la red.';
    const after = deductibleApplies ? ' después del deducible' : '';
    return `Usted paga el ${percent(coinsurance)} de la tarifa negociada${after}; el plan paga el resto.`;
  },
  deductibleLeft: (individual: number, family: number | null) =>
    family === null
      ? `Deducible que le queda en este año del plan: ${formatUsd(individual)}.`
      : `Deducible que le queda en este año del plan: ${formatUsd(individual)} para usted y ${formatUsd(family)} para la familia (cuenta el que se alcance primero).`,
  outOfPocketLeft: (individual: number, family: number | null) =>
    !Number.isFinite(individual)
      ? 'Este plan no tiene máximo de gastos de bolsillo.'
      : family === null
        ? `Lo que le queda del máximo de gastos de bolsillo: ${formatUsd(individual)}.`
        : `Lo que le queda del máximo de gastos de bolsillo: ${formatUsd(individual)} para usted y ${formatUsd(family)} para la familia.`,
  annualMaximumLeft: (amount: number) =>
    `Lo que le queda del máximo anual: ${formatUsd(amount)} (lo máximo que el plan aún pagará en este año del plan).`,
  inNetworkOnly: 'Proveedor dentro de la red: acepta la tarifa negociada y no puede cobrarle más.',
};
