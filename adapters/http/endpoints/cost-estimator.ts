import * as t from 'io-ts';
import { MemberCostSharingCodec, ProviderPricesCodec } from '../codecs/cost-estimator';
import { endpoint, json, type Summaries } from '../endpoint';

/** The cost estimator (payloads designed by the dashboard: the price list and the member's cost sharing). */
export const COST_ESTIMATOR_ENDPOINTS = {
  prices: endpoint({
    name: 'costEstimator.prices',
    method: 'GET',
    path: '/api/cost-estimator/prices',
    query: t.type({ search: t.string, zip: t.string }, 'PriceSearch'),
    answer: json(ProviderPricesCodec),
    audience: 'member',
    writes: false,
  }),
  costSharing: endpoint({
    name: 'costEstimator.costSharing',
    method: 'GET',
    path: '/api/cost-estimator/cost-sharing',
    query: t.type({ memberKey: t.string }, 'CostSharingQuery'),
    answer: json(MemberCostSharingCodec),
    audience: 'member',
    writes: false,
  }),
};

/** One line per endpoint for the API reference (apart from the table, so that no page downloads them). */
export const COST_ESTIMATOR_SUMMARIES: Summaries<typeof COST_ESTIMATOR_ENDPOINTS> = {
  prices: 'What providers near a ZIP code charge for a service; service names in the language asked for when the insurer has them, saying which',
  costSharing: "A member's deductible, out-of-pocket maximum and cost sharing so far",
};
