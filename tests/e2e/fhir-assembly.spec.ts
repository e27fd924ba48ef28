import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type Request } from '@playwright/test';
import { SANDBOX_PASSWORD, type PersonaName } from './support/personas';
import { startSignedIn } from './support/signed-in';

/**
 * The mixed assembly (docs/fhir.md) in the browser: a build with VITE_FHIR_BASE_URL=/fhir, served with the
 * sandbox's FHIR server beside its gateway (the `fhir` project of playwright.config.ts, the only one that runs
 * this file). A member signs in as on the spec gateway and sees their claims, a claim's EOB explained,
 * their prior authorizations and their referrals, each read from the FHIR server, never from the gateway's
 * claims, authorizations or referrals calls; what the page shows is what the spec gateway says for the same member and day. The
 * pages' own rules and their accessibility are the other specs' subject, on the spec gateway.
 */

const TODAY = '2025-11-20';
/** The first visit downloads the FHIR chunk and waits for the FHIR server's first search. */
const FIRST_LOAD = { timeout: 20_000 };

test.describe.configure({ timeout: 90_000 });

/** The calls the tab makes to the FHIR server and to the spec gateway, by path (and query, for FHIR). */
function watchCalls(page: Page): { readonly fhir: string[]; readonly gateway: string[] } {
  const calls = { fhir: [] as string[], gateway: [] as string[] };
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/fhir/')) calls.fhir.push(`${url.pathname}${url.search}`);
    else if (url.pathname.startsWith('/gateway/')) calls.gateway.push(url.pathname);
  });
  return calls;
}

interface GatewayClaim {
  readonly claimId: string;
  readonly memberKey: string;
  readonly serviceStartDate: string;
  readonly status: string;
  readonly accumulators: readonly unknown[];
}

/** What the spec gateway answers the member for their claims on the day: the page over FHIR must show the same. */
async function gatewayClaims(page: Page, persona: PersonaName): Promise<readonly GatewayClaim[]> {
  const headers = { 'X-Sandbox-Today': TODAY };
  const signIn = await page.request.post('/gateway/api/token', { headers, data: { username: persona, password: SANDBOX_PASSWORD, domainId: 1 } });
  expect(signIn.ok()).toBe(true);
  const { token } = (await signIn.json()) as { token: string };
  const answer = await page.request.get('/gateway/api/claims', { headers: { ...headers, Authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as GatewayClaim[];
}

const rowsOf = (page: Page) =>
  page.getByTestId('claim-row').evaluateAll((rows) => rows.map((row) => `${row.getAttribute('data-member') ?? ''} ${row.getAttribute('data-date') ?? ''}`));

test('the subscriber sees the family’s claims, a claim’s EOB explained, the prior authorizations and the referrals, read from FHIR', async ({ page }) => {
  const calls = watchCalls(page);
  const expected = await gatewayClaims(page, 'subscriber');
  await startSignedIn(page, 'subscriber', { today: TODAY, path: '/claims' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Claims', FIRST_LOAD);

  // The same claims as the spec gateway's, newest first: the count of them all, and the first page row by row.
  await expect(page.getByRole('status').filter({ hasText: /claims/ })).toHaveText(new RegExp(`\\b${String(expected.length)} claims$`), FIRST_LOAD);
  const shown = await rowsOf(page);
  expect(shown.length).toBeGreaterThan(0);
  expect(shown).toEqual(expected.slice(0, shown.length).map((claim) => `${claim.memberKey} ${claim.serviceStartDate}`));

  // A decided claim with its EOB explained, and the deductible and maximums it counted toward (the EOB's benefitBalance).
  const counted = shown.findIndex((_, index) => (expected[index]?.accumulators.length ?? 0) > 0);
  expect(counted).toBeGreaterThanOrEqual(0);
  const claimId = expected[counted]?.claimId ?? '';
  await page.getByTestId('claim-row').nth(counted).getByRole('link', { name: /Details/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Claim details', FIRST_LOAD);
  await expect(page.getByText(claimId, { exact: true })).toBeVisible();
  await expect(page.getByTestId('service-lines')).toBeVisible();
  const explainer = page.getByTestId('eob-explainer');
  await expect(explainer.getByRole('heading', { level: 2 })).toHaveText('Your EOB, explained');
  await expect(explainer.getByTestId('eob-adds-up').first()).toContainText('These figures add up');
  await expect(explainer.getByTestId('eob-accumulators')).toBeVisible();
  expect(calls.fhir.some((call) => call.startsWith('/fhir/ExplanationOfBenefit?') && decodeURIComponent(call).includes(`|${claimId}`))).toBe(true);

  // The tracker's requests are PDex Prior Authorizations: the same as the spec gateway shows (authorizations.spec.ts).
  await page.goto('/find-care/authorizations');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prior authorizations and referrals', FIRST_LOAD);
  await expect(page.getByRole('status').filter({ hasText: 'requests' })).toHaveText('10 requests', FIRST_LOAD);
  const mri = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'MRI of the knee', exact: true }) });
  await expect(mri).toContainText('Eastside Imaging Center');
  await expect(mri).toContainText('1 visit, November 3, 2025 to December 2, 2025');
  await expect(page.getByRole('region', { name: 'Approvals that expire soon' }).getByRole('listitem')).toHaveText([
    'MRI of the knee for Daniel Hollis: approved until December 2, 2025',
    'Physical therapy, therapeutic exercise for Daniel Hollis: approved until December 15, 2025',
  ]);
  // An adult dependant's requests are theirs alone, over FHIR too.
  await expect(page.getByText('Overnight sleep study')).toHaveCount(0);

  // The referrals page's referrals are ServiceRequests: the family's 23, as on the spec gateway (referrals.feature).
  await page.goto('/benefits/referrals');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Referrals', FIRST_LOAD);
  await expect(page.getByRole('status').filter({ hasText: /referrals?$/ })).toHaveText('23 referrals', FIRST_LOAD);
  await expect(page.getByTestId('referrals').getByRole('listitem').first()).toBeVisible();

  // Every claim, authorization and referral came from FHIR; the gateway served only what FHIR has no resource
  // for, and whether the member has referrals (read with the account state on every page).
  expect(calls.fhir.filter((call) => call.startsWith('/fhir/ExplanationOfBenefit')).length).toBeGreaterThan(0);
  expect(calls.fhir.filter((call) => call.startsWith('/fhir/ServiceRequest')).length).toBeGreaterThan(0);
  expect(
    calls.gateway.filter((path) => path.startsWith('/gateway/api/claims') || (path.startsWith('/gateway/api/prior-authorizations') && !path.endsWith('/requirements')) || path === '/gateway/api/referrals' || path === '/gateway/api/referrals/metadata'),
  ).toEqual([]);
});

test('a dependant sees only their own claims over FHIR, and another member’s claim is not found', async ({ page }) => {
  const calls = watchCalls(page);
  const expected = await gatewayClaims(page, 'spouse');
  const family = await gatewayClaims(page, 'subscriber');
  await startSignedIn(page, 'spouse', { today: TODAY, path: '/claims' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Claims', FIRST_LOAD);
  await expect(page.getByRole('status').filter({ hasText: /claims?$/ })).toHaveText(new RegExp(`\\b${String(expected.length)} claims?$`), FIRST_LOAD);
  const members = new Set((await rowsOf(page)).map((row) => row.split(' ')[0]));
  expect([...members]).toEqual([...new Set(expected.map((claim) => claim.memberKey))]);
  expect(members.size).toBe(1);

  // A claim of another member's, asked for by its number, is outside the spouse's compartment on the FHIR
  // server: not found, as the spec gateway answers.
  const others = family.find((claim) => !members.has(claim.memberKey));
  expect(others).toBeDefined();
  await page.goto(`/claims/${encodeURIComponent(others?.claimId ?? '')}`);
  await expect(page).toHaveURL(/\/error\/404$/, FIRST_LOAD);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Sorry, it looks like we can't find that page.");
  expect(calls.fhir.some((call) => decodeURIComponent(call).includes(`|${others?.claimId ?? ''}`))).toBe(true);
  expect(calls.gateway.filter((path) => path.startsWith('/gateway/api/claims'))).toEqual([]);
});

test('the subscriber downloads the family’s records from FHIR, holding the claims the claims page shows', async ({ page }) => {
  const calls = watchCalls(page);
  const expected = await gatewayClaims(page, 'subscriber');
  await startSignedIn(page, 'subscriber', { today: TODAY, path: '/account/my-data' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Download my data', FIRST_LOAD);
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await saved;
  expect(file.suggestedFilename()).toBe(`my-health-data-${TODAY}.json`);
  const bundle = JSON.parse(await readFile(await file.path(), 'utf8')) as {
    readonly resourceType: string;
    readonly type: string;
    readonly entry: readonly { readonly fullUrl: string; readonly resource: { readonly resourceType: string; readonly use?: string } }[];
  };
  expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
  const claims = bundle.entry.filter((entry) => entry.resource.resourceType === 'ExplanationOfBenefit' && entry.resource.use === 'claim');
  expect(claims).toHaveLength(expected.length);
  expect(bundle.entry.filter((entry) => entry.resource.resourceType === 'Patient').length).toBeGreaterThan(2);
  await expect(page.getByTestId('health-record-saved')).toContainText(`Saved my-health-data-${TODAY}.json`);

  // Read from the FHIR server with the member's token: the searches of the file's resource types, not the gateway's call.
  for (const type of ['Patient', 'Coverage', 'ExplanationOfBenefit', 'ServiceRequest']) expect(calls.fhir.some((call) => call.startsWith(`/fhir/${type}?`))).toBe(true);
  expect(calls.gateway.filter((path) => path.startsWith('/gateway/api/health-record'))).toEqual([]);
  expect(new Set(bundle.entry.map((entry) => new URL(entry.fullUrl).pathname.split('/')[1]))).toEqual(new Set(['fhir']));
});
