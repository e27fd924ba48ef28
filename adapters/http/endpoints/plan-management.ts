import { CancellationRequestCodec, PlanManagementDetailsCodec } from '../codecs/programs';
import { endpoint, json, type Summaries } from '../endpoint';

const details = endpoint({
  name: 'planManagement.details',
  method: 'GET',
  path: '/api/plan-management/details',
  answer: json(PlanManagementDetailsCodec),
  audience: 'member',
  writes: false,
});

export const PLAN_MANAGEMENT_ENDPOINTS = {
  details,
  // Cancelling sets the cancellation status the banner reads (spec section 4).
  cancel: endpoint({
    name: 'planManagement.cancel',
    method: 'POST',
    path: '/api/plan-management/cancellation',
    body: CancellationRequestCodec,
    answer: json(PlanManagementDetailsCodec),
    audience: 'member',
    writes: true,
    invalidates: [details],
  }),
};

/** One line per endpoint for the API reference (apart from the table, so that no page downloads them). */
export const PLAN_MANAGEMENT_SUMMARIES: Summaries<typeof PLAN_MANAGEMENT_ENDPOINTS> = {
  details: "The plan's renewal and cancellation details",
  cancel: 'Cancel the plan; answers the details with the new cancellation status',
};
