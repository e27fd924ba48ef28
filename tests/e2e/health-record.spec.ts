import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { test } from './support/worker-context';
import { ERROR_PAGE_COPY } from '../../domain/copy/error-copy';
import { expectNoAxeViolations } from './support/axe';
import { navigateInApp } from './support/navigation';
import { startSignedIn } from './support/signed-in';

/**
 * Download my data on the spec gateway: the member saves their records as a FHIR R4 Bundle, and the file
 * holds what their screens show them (the subscriber the family's claims, the spouse her own); the page
 * passes axe before, while and after it prepares the file, and a failed call ends on the spec's error page.
 * The same download over FHIR is in fhir-assembly.spec.ts.
 */

const TODAY = '2025-11-20';
const PATH = '/account/my-data';

interface SavedBundle {
  readonly resourceType: string;
  readonly type: string;
  readonly entry: readonly { readonly resource: { readonly resourceType: string; readonly use?: string; readonly patient?: { readonly reference?: string }; readonly id?: string } }[];
}

/** How many claims the claims page says the member has. */
async function claimsOnScreen(page: Page): Promise<number> {
  await navigateInApp(page, '/claims');
  const count = page.getByRole('status').filter({ hasText: /\d+ claims$/ });
  await expect(count).toBeVisible({ timeout: 15_000 });
  return Number(/(\d+) claims$/.exec((await count.textContent()) ?? '')?.[1]);
}

/** Clicks Download my data and answers the saved file's name and the Bundle in it. */
async function download(page: Page): Promise<{ readonly name: string; readonly bundle: SavedBundle }> {
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await saved;
  const path = await file.path();
  return { name: file.suggestedFilename(), bundle: JSON.parse(await readFile(path, 'utf8')) as SavedBundle };
}

const claimEobs = (bundle: SavedBundle) => bundle.entry.filter((entry) => entry.resource.resourceType === 'ExplanationOfBenefit' && entry.resource.use === 'claim');

test('the subscriber downloads the family’s records as a FHIR R4 Bundle holding the claims the claims page shows', async ({ page }) => {
  test.setTimeout(90_000);
  await startSignedIn(page, 'subscriber', { today: TODAY, path: '/account/data-sharing' });
  await page.getByRole('link', { name: 'Download a copy of your data' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Download my data');
  await expect(page.getByText('FHIR R4 Bundle in JSON')).toBeVisible();
  await expectNoAxeViolations(page);

  const { name, bundle } = await download(page);
  expect(name).toBe(`my-health-data-${TODAY}.json`);
  expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
  const saved = page.getByTestId('health-record-saved');
  await expect(saved).toContainText(`Saved my-health-data-${TODAY}.json`);
  const claims = claimEobs(bundle).length;
  await expect(saved.locator('div').filter({ hasText: /^Claims/ }).locator('dd')).toHaveText(String(claims));
  await expectNoAxeViolations(page);
  // The family: the subscriber, the spouse and the children, each a Patient of the file.
  expect(bundle.entry.filter((entry) => entry.resource.resourceType === 'Patient').length).toBeGreaterThan(2);

  expect(claims).toBe(await claimsOnScreen(page));
});

test('the spouse’s file holds only her own records, as her claims page does', async ({ page }) => {
  test.setTimeout(90_000);
  await startSignedIn(page, 'spouse', { today: TODAY, path: PATH });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Download my data');
  const { bundle } = await download(page);
  const patients = bundle.entry.filter((entry) => entry.resource.resourceType === 'Patient');
  expect(patients).toHaveLength(1);
  const own = `Patient/${patients[0]?.resource.id ?? ''}`;
  const eobs = bundle.entry.filter((entry) => entry.resource.resourceType === 'ExplanationOfBenefit');
  expect(eobs.length).toBeGreaterThan(0);
  for (const eob of eobs) expect(eob.resource.patient?.reference).toBe(own);
  expect(claimEobs(bundle).length).toBe(await claimsOnScreen(page));
});

test('the page passes axe while it prepares the file, and a failed call ends on the error page', async ({ page }) => {
  test.setTimeout(90_000);
  await startSignedIn(page, 'subscriber', { today: TODAY, path: `${PATH}?fault=healthRecord.bundle:latency-4000` });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Download my data');
  await page.getByRole('button', { name: 'Download my data' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Preparing your file' })).toBeAttached();
  await expectNoAxeViolations(page);

  await page.goto(`${PATH}?fault=healthRecord.bundle:503`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Download my data');
  await page.getByRole('button', { name: 'Download my data' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ERROR_PAGE_COPY.unavailableHeading, { timeout: 15_000 });
  expect(new URL(page.url()).pathname).toBe(PATH);
  await expectNoAxeViolations(page);
});
