import type { Authorization, PriorAuthorizationRule } from '../../model';

/** Test data builders for the tracker's rules: a sensible default for every field, overridden by what the test is about. */

export const anAuthorization = (overrides: Partial<Authorization> = {}): Authorization => ({
  authorizationId: 'PA-1001',
  kind: 'prior-authorization',
  memberKey: 'K-00',
  memberName: 'Daniel Hollis',
  service: { code: '73721', description: 'MRI of the knee', category: 'imaging' },
  requestingProvider: { providerId: 'P100', name: 'Dr. Sarah Kim' },
  servicingProvider: { providerId: 'F200', name: 'Eastside Imaging Center' },
  status: 'approved',
  urgency: 'standard',
  receivedAt: '2025-11-01T09:30:00-08:00',
  decisionDate: '2025-11-04',
  requestedUnits: 1,
  approved: { units: 1, unit: 'visit', startDate: '2025-11-04', endDate: '2026-02-04' },
  denialReason: null,
  informationRequested: null,
  language: 'en',
  ...overrides,
});

export const aPriorAuthorizationRule = (overrides: Partial<PriorAuthorizationRule> = {}): PriorAuthorizationRule => ({
  code: '73721',
  description: 'MRI of a leg joint (knee, ankle)',
  category: 'imaging',
  required: true,
  keywords: ['MRI', 'magnetic resonance imaging', 'knee scan'],
  ...overrides,
});
