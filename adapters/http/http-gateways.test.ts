import { Container, type ServiceIdentifier } from 'inversify';
import { describe, expect, it } from 'vitest';
import {
  GATEWAY_PORTS,
  READ_CACHE,
  SESSION_TOKENS,
  TEMPORARY_STATE,
} from '../../application/ports';
import { HttpAccountGateway } from './http-account-gateway';
import { HttpBenefitsGateway } from './http-benefits-gateway';
import { FETCH, HTTP_CONFIG, HttpClient } from './http-client';
import { HttpContentGateway } from './http-content-gateway';
import { HttpEbillGateway } from './http-ebill-gateway';
import { bindHttpGateways } from './http-gateways';
import { HttpPlanManagementGateway } from './http-plan-management-gateway';
import { HttpPrimaryCareGateway } from './http-primary-care-gateway';
import { HttpReferralsGateway } from './http-referrals-gateway';
import { FakeFetch, temporaryWith, tokensWith, clientWith, json, text } from './testing/fake-fetch';

const oop = {
  individualDeductible: 500,
  individualDeductibleMet: 120,
  individualDeductibleRemaining: 380,
  familyDeductible: 1500,
  familyDeductibleMet: 120,
  familyDeductibleRemaining: 1380,
  individualOutOfPocket: 4000,
  individualOutOfPocketMet: 200,
  individualOutOfPocketRemaining: 3800,
  familyOutOfPocket: 8000,
  familyOutOfPocketMet: 200,
  familyOutOfPocketRemaining: 7800,
  detailDescription: null,
};
const tier = (pageId: string) => ({ services: [{ url: `/services/${pageId}`, pageId, pageDescription: 'Office visit' }], oopDeductibles: oop });

const pathAndQuery = (url: string): string => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

describe('HTTP gateways speak the wire contract', () => {
  it('leaves referral filters out of the URL when they are not given', async () => {
    const fake = new FakeFetch(() => json(200, {}));
    const gateway = new HttpReferralsGateway(clientWith(fake).client);
    await gateway.referrals({ page: 0, size: 10 });
    expect(pathAndQuery(fake.last().url)).toBe('/gateway/api/referrals?page=0&size=10');
    await gateway.referrals({ page: 2, size: 10, memberKey: 'M1', statusCode: 'A', providerId: 'P9', excludeExpired: true });
    expect(new URL(fake.last().url).searchParams.get('excludeExpired')).toBe('true');
    expect(new URL(fake.last().url).searchParams.get('memberKey')).toBe('M1');
    expect(new URL(fake.last().url).searchParams.get('statusCode')).toBe('A');
    expect(new URL(fake.last().url).searchParams.get('providerId')).toBe('P9');
  });

  it('sends asOfDate as yyyy-mm-dd and maps the tier-keyed medical answer onto byTier', async () => {
    const fake = new FakeFetch(() =>
      json(200, {
        asOfDate: '2025-03-01',
        tiers: [
          { tierId: 'tab1', name: 'innet' },
          { tierId: 'tab2', name: 'outnet' },
        ],
        innet: tier('in'),
        outnet: tier('out'),
      }),
    );
    const gateway = new HttpBenefitsGateway(clientWith(fake).client);
    const result = await gateway.medical('2025-03-01T09:30:00-08:00');
    expect(pathAndQuery(fake.last().url)).toBe('/gateway/api/benefits/medical?asOfDate=2025-03-01');
    expect(result).toEqual({
      _tag: 'Right',
      right: {
        asOfDate: '2025-03-01',
        tiers: [
          { tierId: 'tab1', name: 'innet' },
          { tierId: 'tab2', name: 'outnet' },
        ],
        byTier: { innet: tier('in'), outnet: tier('out') },
      },
    });
  });

  it('refuses a medical answer that lists a tier it does not carry', async () => {
    const fake = new FakeFetch(() => json(200, { asOfDate: '2025-03-01', tiers: [{ tierId: 'tab1', name: 'innet' }] }));
    const result = await new HttpBenefitsGateway(clientWith(fake).client).medical();
    expect(result).toMatchObject({ _tag: 'Left', left: { kind: 'decode', status: 502 } });
    expect(pathAndQuery(fake.last().url)).toBe('/gateway/api/benefits/medical');
  });

  it('asks for vision and pharmacy by category with the member suffix', async () => {
    const fake = new FakeFetch(() => json(200, { category: 'vision', asOfDate: '2025-03-01', planName: 'Vision', summary: [] }));
    await new HttpBenefitsGateway(clientWith(fake).client).category('vision', 2, '2025-03-01');
    expect(pathAndQuery(fake.last().url)).toBe('/gateway/api/benefits/vision?asOfDate=2025-03-01&suffix=2');
  });

  it('reads the calendar HTML from data.item.content.value', async () => {
    const fake = new FakeFetch(() => json(200, { data: { item: { content: { value: '<p>Closed on July 4</p>' } } } }));
    const gateway = new HttpContentGateway(clientWith(fake).client);
    expect(await gateway.holidayCalendar(2)).toEqual({ _tag: 'Right', right: '<p>Closed on July 4</p>' });
    expect(pathAndQuery(fake.last().url)).toBe('/gateway/message/calendar/domain/2');
  });

  it('answers null for an empty City of Portland due date', async () => {
    const fake = new FakeFetch(() => text(200, ''));
    expect(await new HttpPrimaryCareGateway(clientWith(fake).client).cityOfPortland()).toEqual({ _tag: 'Right', right: null });
  });

  it('refuses an account status that is not one of the known codes', async () => {
    const fake = new FakeFetch(() => text(200, 'XYZ'));
    const result = await new HttpAccountGateway(clientWith(fake).client).status();
    expect(result).toMatchObject({ _tag: 'Left', left: { kind: 'decode' } });
  });
});

describe('HTTP gateways invalidate what their mutations change', () => {
  const reads = (fake: FakeFetch): string[] =>
    fake.sent.map((request) => `${request.method} ${pathAndQuery(request.url).replace('/gateway', '')}`);

  it('updating preferences re-reads preferences and the account', async () => {
    const fake = new FakeFetch((request) =>
      request.method === 'PUT'
        ? json(200, {
            emailAddress: 'n@example.test',
            electronicEob: 'Y',
            emailBreakingNews: 'N',
            electronicMedicareMailing: 'N',
            emailPaymentReminder: 'N',
            emailAutopayWithdrawalReminder: 'N',
            discontinuePaperStatements: 'N',
            emailWhenBillReady: 'N',
            emailEwpNotification: 'N',
            showEwpLandingPage: 'N',
          })
        : json(200, {}),
    );
    const gateway = new HttpAccountGateway(clientWith(fake).client);
    await gateway.account();
    await gateway.preferences();
    await gateway.updatePreferences({ emailAddress: 'n@example.test' });
    await gateway.account();
    await gateway.preferences();
    expect(reads(fake)).toEqual([
      'GET /api/account',
      'GET /api/account/preferences',
      'PUT /api/account/preferences',
      'GET /api/account',
      'GET /api/account/preferences',
    ]);
  });

  it('selecting a primary care provider re-reads the primary care members', async () => {
    const fake = new FakeFetch((request) => (request.method === 'POST' ? text(200, 'Selected') : json(200, [])));
    const gateway = new HttpPrimaryCareGateway(clientWith(fake).client);
    await gateway.members();
    await gateway.select({ pcpSelectList: [{ memberKey: 'M1', effectiveDate: '2025-03-01' }], providerId: 'P1', email: null });
    await gateway.members();
    expect(reads(fake)).toEqual(['GET /api/pcp/members', 'POST /api/pcp/select', 'GET /api/pcp/members']);
  });

  it('cancelling re-reads the plan management details', async () => {
    const details = {
      eligibleAndActive: true,
      groupType: 'INDIVIDUAL',
      openEnrollmentStart: '2025-11-01',
      openEnrollmentEnd: '2026-01-15',
      currentPlanYear: '2025',
      upcomingPlanYear: '2026',
      coverageEndDateUponCancellation: '2025-12-31',
      coverageStartDateUponRenewal: '2026-01-01',
      directPlanCancellationStatus: null,
      directCancellationOptions: [{ id: 'M', description: 'Medical' }],
      directShopUrl: null,
      exchangeUrl: null,
      exchangeUrlLabel: null,
    };
    const fake = new FakeFetch(() => json(200, details));
    const gateway = new HttpPlanManagementGateway(clientWith(fake).client);
    await gateway.details();
    await gateway.cancel('M');
    await gateway.details();
    expect(reads(fake)).toEqual(['GET /api/plan-management/details', 'POST /api/plan-management/cancellation', 'GET /api/plan-management/details']);
    expect(JSON.parse(fake.sent[1]?.body ?? '')).toEqual({ cancellationStatusId: 'M' });
  });

  it('registering for eBill re-reads every eBill answer, with an empty body', async () => {
    const fake = new FakeFetch((request) => (request.method === 'PUT' ? new Response(null, { status: 200 }) : json(200, false)));
    const gateway = new HttpEbillGateway(clientWith(fake).client);
    await gateway.ebillRegistered();
    await gateway.showEbillAlert();
    await gateway.registerEbillUser();
    await gateway.ebillRegistered();
    await gateway.showEbillAlert();
    expect(reads(fake)).toEqual([
      'GET /api/ebill/ebillRegistered',
      'GET /api/ebill/showEbillAlert',
      'PUT /api/ebill/registerEbillUser',
      'GET /api/ebill/ebillRegistered',
      'GET /api/ebill/showEbillAlert',
    ]);
    expect(fake.sent[2]?.body).toBeNull();
  });
});

describe('bindHttpGateways', () => {
  it('binds every gateway port, and the client as the read cache', () => {
    const container = new Container();
    container.bind(HTTP_CONFIG).toConstantValue({ baseUrl: '/gateway', timeoutMs: 1000 });
    container.bind(FETCH).toConstantValue(new FakeFetch().fetch);
    container.bind(SESSION_TOKENS).toConstantValue(tokensWith());
    container.bind(TEMPORARY_STATE).toConstantValue(temporaryWith());
    bindHttpGateways(container);
    const ports: readonly ServiceIdentifier<unknown>[] = Object.values(GATEWAY_PORTS);
    for (const token of ports) {
      expect(container.get(token)).toBeDefined();
    }
    expect(container.get(READ_CACHE)).toBe(container.get(HttpClient));
  });
});
