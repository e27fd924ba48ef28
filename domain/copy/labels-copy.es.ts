import type { Translation } from './language';
import type {
  AUTHORIZATION_FIELD_LABELS,
  AUTHORIZATION_KIND_LABELS,
  AUTHORIZATION_STATUS_LABELS,
  CLAIM_STATUS_LABELS,
  CLAIM_TYPE_LABELS,
  CLAIMS_FIELD_LABELS,
  COVERAGE_CATEGORY_LABELS,
  ELIGIBILITY_STATUS_LABELS,
  ESTIMATOR_FIELD_LABELS,
  PRIMARY_CARE_FIELD_LABELS,
  TIER_LABELS,
  LIMIT_NAMES,
  RELATIONSHIP_LABELS,
} from './labels-copy';

/** Spanish (US) for labels-copy.ts. */
export const TIER_LABELS_ES: Translation<typeof TIER_LABELS> = {
  tab1: 'Dentro de la red',
  innet: 'Dentro de la red',
  tab2: 'Fuera de la red',
  outnet: 'Fuera de la red',
};

export const LIMIT_NAMES_ES: Translation<typeof LIMIT_NAMES> = {
  'deductible-in': 'Deducible dentro de la red',
  'deductible-out': 'Deducible fuera de la red',
  'out-of-pocket-in': 'Máximo de gastos de bolsillo dentro de la red',
  'out-of-pocket-out': 'Máximo de gastos de bolsillo fuera de la red',
  individual: 'individual',
  family: 'familiar',
};

export const AUTHORIZATION_STATUS_LABELS_ES: Translation<typeof AUTHORIZATION_STATUS_LABELS> = {
  received: 'Recibida',
  'in-review': 'En revisión',
  'more-information-needed': 'Se necesita más información',
  approved: 'Aprobada',
  'partly-approved': 'Aprobada en parte',
  denied: 'Denegada',
  expired: 'Vencida',
  withdrawn: 'Retirada',
};

export const AUTHORIZATION_KIND_LABELS_ES: Translation<typeof AUTHORIZATION_KIND_LABELS> = {
  'prior-authorization': 'Autorización previa',
  referral: 'Referido',
};

export const COVERAGE_CATEGORY_LABELS_ES: Translation<typeof COVERAGE_CATEGORY_LABELS> = {
  Medical: 'Médica',
  Dental: 'Dental',
  Vision: 'Visión',
  Pharmacy: 'Farmacia',
};

export const ELIGIBILITY_STATUS_LABELS_ES: Translation<typeof ELIGIBILITY_STATUS_LABELS> = {
  Active: 'Activa',
  Future: 'Futura',
  Termed: 'Terminada',
  Ineligible: 'Sin cobertura',
};

export const CLAIM_STATUS_LABELS_ES: Translation<typeof CLAIM_STATUS_LABELS> = {
  processed: 'Procesado',
  pending: 'Pendiente',
  denied: 'Denegado',
  adjusted: 'Ajustado',
};

export const RELATIONSHIP_LABELS_ES: Translation<typeof RELATIONSHIP_LABELS> = {
  S: 'Suscriptor',
  SF: 'Suscriptora',
  P: 'Cónyuge',
  PF: 'Cónyuge',
  C: 'Hijo',
  CF: 'Hija',
};

export const CLAIM_TYPE_LABELS_ES: Translation<typeof CLAIM_TYPE_LABELS> = {
  medical: 'Médico',
  dental: 'Dental',
  vision: 'Visión',
  pharmacy: 'Farmacia',
};

export const CLAIMS_FIELD_LABELS_ES: Translation<typeof CLAIMS_FIELD_LABELS> = {
  fromDate: 'Fecha de inicio',
  toDate: 'Fecha final',
};

export const AUTHORIZATION_FIELD_LABELS_ES: Translation<typeof AUTHORIZATION_FIELD_LABELS> = {
  serviceQuery: 'Nombre o código del servicio',
};

export const ESTIMATOR_FIELD_LABELS_ES: Translation<typeof ESTIMATOR_FIELD_LABELS> = { search: 'Servicio, código de procedimiento o proveedor', zip: 'Código postal' };

export const PRIMARY_CARE_FIELD_LABELS_ES: Translation<typeof PRIMARY_CARE_FIELD_LABELS> = {
  zip: 'Código postal',
  searchString: 'Nombre o especialidad del proveedor',
  email: 'Correo electrónico',
};
