import * as t from 'io-ts';
import { MedicareMaterialsCodec } from '../codecs/programs';
import { MEDICARE_ELIGIBILITY_PATH } from '../account-state-paths';
import { endpoint, json, type Summaries, text } from '../endpoint';

export const DOCUMENTS_ENDPOINTS = {
  // A 403 means the member has no Medicare materials (spec section 8).
  medicareMaterials: endpoint({
    name: 'documents.medicareMaterials',
    method: 'GET',
    path: '/api/medicare-materials',
    answer: json(MedicareMaterialsCodec),
    audience: 'member',
    writes: false,
  }),
  medicareEligibility: endpoint({
    name: 'documents.medicareEligibility',
    method: 'GET',
    path: MEDICARE_ELIGIBILITY_PATH,
    answer: json(t.boolean),
    audience: 'member',
    writes: false,
  }),
  outlineOfCoverage: endpoint({
    name: 'documents.outlineOfCoverage',
    method: 'GET',
    path: '/api/handbook/ooc',
    answer: text(t.string),
    audience: 'member',
    writes: false,
  }),
};

/** One line per endpoint for the API reference (apart from the table, so that no page downloads them). */
export const DOCUMENTS_SUMMARIES: Summaries<typeof DOCUMENTS_ENDPOINTS> = {
  medicareMaterials: "The member's Medicare materials (403: none)",
  medicareEligibility: 'Whether the member has Medicare materials (403: none)',
  outlineOfCoverage: 'The outline of coverage URL (text/plain; empty when there is none)',
};
