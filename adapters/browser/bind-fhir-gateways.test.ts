import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { REFERRALS_GATEWAY, SESSION_TOKENS, TEMPORARY_STATE, type ReferralsGateway } from '../../application/ports';
import { bindBrowserHttpGateways } from '../http/browser-http-gateways';
import { FETCH, HTTP_CONFIG } from '../http/http-client';
import { FakeFetch, json, temporaryWith, tokensWith } from '../http/testing/fake-fetch';
import { bindFhirGatewaysLazily } from './bind-fhir-gateways';

const GATEWAY = 'https://gw.example.test/gateway';
const FHIR = 'https://fhir.example.test/r4';

function mixedAssembly(fake: FakeFetch): Container {
  const container = new Container({ autobind: true, defaultScope: 'Transient' });
  container.bind(HTTP_CONFIG).toConstantValue({ baseUrl: GATEWAY, timeoutMs: 1000 });
  container.bind(FETCH).toConstantValue(fake.fetch);
  container.bind(SESSION_TOKENS).toConstantValue(tokensWith('session-token'));
  container.bind(TEMPORARY_STATE).toConstantValue(temporaryWith());
  bindBrowserHttpGateways(container);
  bindFhirGatewaysLazily(container, { baseUrl: FHIR, timeoutMs: 1000 });
  return container;
}

describe('the mixed assembly in the browser', () => {
  it('asks the spec gateway whether the member has referrals (a read behind every page), and FHIR for the referrals themselves', async () => {
    const fake = new FakeFetch((request) => (request.url.startsWith(FHIR) ? json(200, { resourceType: 'Bundle', type: 'searchset', entry: [] }) : json(200, true)));
    const referrals = mixedAssembly(fake).get<ReferralsGateway>(REFERRALS_GATEWAY);

    expect(await referrals.hasReferrals()).toEqual({ _tag: 'Right', right: true });
    expect(fake.sent.map((request) => request.url)).toEqual([`${GATEWAY}/api/referrals/hasReferrals`]);

    const page = await referrals.referrals({ page: 0, size: 10 });
    expect(page).toMatchObject({ _tag: 'Right', right: { content: [], totalElements: 0 } });
    expect(fake.last().url.startsWith(`${FHIR}/ServiceRequest?`)).toBe(true);
  });
});
