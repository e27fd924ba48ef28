import * as t from 'io-ts';
import {
  BenefitHistoryCodec,
  CategoryBenefitsCodec,
  DentalBenefitsCodec,
  FamilyEligibilityCodec,
  MedicalBenefitsWireCodec,
  MedicalServiceDetailCodec,
} from '../codecs/benefits';
import { endpoint, json, QueryInteger, type Summaries } from '../endpoint';
import { AS_OF } from './benefit-limits';

const SuffixQuery = t.partial({ suffix: QueryInteger, ...AS_OF }, 'SuffixQuery');

const category = (name: 'vision' | 'pharmacy') =>
  endpoint({
    name: `benefits.${name}`,
    method: 'GET',
    path: `/api/benefits/${name}`,
    query: SuffixQuery,
    answer: json(CategoryBenefitsCodec),
    audience: 'member',
    writes: false,
  });

/** The benefits pages' reads (the limits, which the home page reads too, are in benefit-limits.ts). */
export const BENEFITS_ENDPOINTS = {
  // The wire keys each tier by its name; the codec maps that onto `byTier`.
  medical: endpoint({
    name: 'benefits.medical',
    method: 'GET',
    path: '/api/benefits/medical',
    query: t.partial(AS_OF, 'AsOfQuery'),
    answer: json(MedicalBenefitsWireCodec),
    audience: 'member',
    writes: false,
  }),
  medicalService: endpoint({
    name: 'benefits.medicalService',
    method: 'GET',
    path: '/api/benefits/medical/services/:serviceId',
    query: t.partial(AS_OF, 'AsOfQuery'),
    answer: json(MedicalServiceDetailCodec),
    audience: 'member',
    writes: false,
  }),
  vision: category('vision'),
  pharmacy: category('pharmacy'),
  dental: endpoint({
    name: 'benefits.dental',
    method: 'GET',
    path: '/api/benefits/dental',
    query: SuffixQuery,
    answer: json(DentalBenefitsCodec),
    audience: 'member',
    writes: false,
  }),
  history: endpoint({
    name: 'benefits.history',
    method: 'GET',
    path: '/api/benefits/history',
    answer: json(BenefitHistoryCodec),
    audience: 'member',
    writes: false,
  }),
  familyEligibility: endpoint({
    name: 'benefits.familyEligibility',
    method: 'GET',
    path: '/api/eligibility/family',
    answer: json(FamilyEligibilityCodec),
    audience: 'member',
    writes: false,
  }),
};

/** One line per endpoint for the API reference (apart from the table, so that no page downloads them). */
export const BENEFITS_SUMMARIES: Summaries<typeof BENEFITS_ENDPOINTS> = {
  medical: "The member's medical benefits, keyed by tier name beside asOfDate and tiers",
  medicalService: 'One medical service in detail, per tier',
  dental: "The member's dental benefits (suffix: which member of the family, default the subscriber)",
  history: "The member's benefit history",
  familyEligibility: "The eligibility of each member of the family, per product",
  vision: "The member's vision benefits (suffix: which member of the family, default the subscriber)",
  pharmacy: "The member's pharmacy benefits (suffix: which member of the family, default the subscriber)",
};
