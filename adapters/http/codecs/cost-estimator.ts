import * as t from 'io-ts';
import type { ClassSharing, MemberCostSharing, PlanCostSharing, PricedService, ProviderPrice } from '../../../domain/model';
import { nullable, TextLanguageCodec, type Same } from './common';

/** Payloads of /api/cost-estimator/* (designed by us: the spec does not name the calls). */

const CareCategoryCodec = t.keyof({ medical: null, dental: null }, 'CareCategory');
const ProcedureCodeSystemCodec = t.keyof({ CPT: null, HCPCS: null, CDT: null }, 'ProcedureCodeSystem');
const SharingClassCodec = t.keyof(
  {
    preventive: null,
    'primary-care-visit': null,
    'specialist-visit': null,
    'urgent-care': null,
    emergency: null,
    'virtual-visit': null,
    'after-deductible': null,
    'dental-preventive': null,
    'dental-basic': null,
    'dental-major': null,
  },
  'SharingClass',
);

export const PricedServiceCodec = t.type(
  {
    code: t.string,
    codeSystem: ProcedureCodeSystemCodec,
    name: t.string,
    category: CareCategoryCodec,
    sharingClass: SharingClassCodec,
    language: TextLanguageCodec,
    ages: nullable(t.type({ from: t.number, to: nullable(t.number) }, 'AgeRange')),
  },
  'PricedService',
);
const _service: Same<t.TypeOf<typeof PricedServiceCodec>, PricedService> = true;

export const ProviderPriceCodec = t.type(
  {
    service: PricedServiceCodec,
    providerId: t.string,
    providerName: t.string,
    groupName: nullable(t.string),
    specialty: t.string,
    addressLine1: t.string,
    city: t.string,
    state: t.string,
    zipCode: t.string,
    phoneNumber: t.string,
    distance: nullable(t.number),
    negotiatedRate: t.number,
  },
  'ProviderPrice',
);
const _price: Same<t.TypeOf<typeof ProviderPriceCodec>, ProviderPrice> = true;
export const ProviderPricesCodec = t.readonlyArray(ProviderPriceCodec, 'ProviderPrices');

export const ClassSharingCodec = t.type(
  { sharingClass: SharingClassCodec, copay: t.number, coinsurance: t.number, deductibleApplies: t.boolean },
  'ClassSharing',
);
const _class: Same<t.TypeOf<typeof ClassSharingCodec>, ClassSharing> = true;

export const PlanCostSharingCodec = t.type({ planName: t.string, classes: t.readonlyArray(ClassSharingCodec) }, 'PlanCostSharing');
const _plan: Same<t.TypeOf<typeof PlanCostSharingCodec>, PlanCostSharing> = true;

export const MemberCostSharingCodec = t.type(
  { memberKey: t.string, medical: nullable(PlanCostSharingCodec), dental: nullable(PlanCostSharingCodec) },
  'MemberCostSharing',
);
const _member: Same<t.TypeOf<typeof MemberCostSharingCodec>, MemberCostSharing> = true;
