import { expect, type Page } from '@playwright/test';
import { test } from './support/worker-context';
import { ERROR_PAGE_COPY } from '../../domain/copy/error-copy';
import { expectNoAxeViolations } from './support/axe';
import { navigateInApp } from './support/navigation';
import type { PersonaName } from './support/personas';
import { startSignedIn } from './support/signed-in';

/**
 * The cost estimator (/find-care/cost-estimator) as members use it, at phone and desktop width, with axe-core on
 * every state: estimates with their assumptions, sorting, a refused search that keeps what was typed, an unknown
 * code, a member without the coverage, and a failed call that ends on the error page; and the EOB explainer on a
 * claim's page.
 */

const FIRST_LOAD = { timeout: 20_000 };
const SEARCH = 'Service, procedure code or provider';

async function openEstimator(page: Page, persona: PersonaName): Promise<void> {
  await startSignedIn(page, persona);
  await expect(page).toHaveURL(/\/home$/, FIRST_LOAD);
  await navigateInApp(page, '/find-care/resources');
  await page.getByRole('navigation', { name: 'Find care', exact: true }).getByRole('link', { name: 'Cost estimator' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cost estimator', FIRST_LOAD);
}

async function estimate(page: Page, search: string): Promise<void> {
  await page.getByLabel(SEARCH).fill(search);
  await page.getByRole('button', { name: 'Estimate costs' }).click();
}

const milesOf = (texts: readonly string[]): number[] => texts.map((text) => Number(/Distance([\d.]+) miles/.exec(text)?.[1] ?? Number.NaN));

test.describe('cost estimator', () => {
  test('the subscriber estimates a cleaning, sorts by distance and reads how the estimate was made', async ({ page }) => {
    await openEstimator(page, 'subscriber');
    await expect(page.getByLabel('Estimate for')).toHaveValue(/.+/);
    await expect(page.getByLabel('ZIP code')).toHaveValue('97214');
    // Every field sits inside the form, however narrow its column.
    const form = await page.getByRole('form', { name: 'Estimate the cost of a service' }).boundingBox();
    const fields = await page.getByRole('form', { name: 'Estimate the cost of a service' }).locator('input, select').evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return { left: box.left + window.scrollX, right: box.right + window.scrollX };
      }),
    );
    expect(fields.length).toBe(3);
    for (const field of fields) {
      expect(field.left).toBeGreaterThanOrEqual(form?.x ?? Number.NaN);
      expect(field.right).toBeLessThanOrEqual((form?.x ?? Number.NaN) + (form?.width ?? Number.NaN));
    }
    // Before the first search the results section says what will show there.
    await expect(page.getByTestId('estimator-message')).toHaveText('Search for a service, a procedure code or a provider to see what it costs near your ZIP code.');
    await expectNoAxeViolations(page);

    await estimate(page, 'x');
    await expect(page.getByText(`${SEARCH} is under the character minimum`)).toBeVisible();
    await expect(page.getByLabel(SEARCH)).toHaveValue('x');

    await estimate(page, 'teeth cleaning adult');
    const results = page.getByTestId('estimate');
    await expect(page.getByRole('main').getByRole('status')).toContainText(/\d+ in-network prices, distances from ZIP 97214/);
    await expect(results.first()).toContainText('Teeth cleaning (adult) (D1110)');
    await expect(results.first()).toContainText('You pay (estimate)');
    await expect(page.getByTestId('estimator-message')).toHaveCount(0);

    await page.getByLabel('Sort by').selectOption('distance');
    const miles = milesOf(await results.allInnerTexts());
    expect(miles.length).toBeGreaterThan(2);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));

    await results.first().getByText('How we estimated this').click();
    await expect(results.first()).toContainText('Assumptions');
    await expect(results.first()).toContainText('Your plan: Cascade Dental PPO 1500.');
    await expect(results.first()).toContainText(/Annual maximum left: \$[\d,]+\.\d\d/);
    await expectNoAxeViolations(page);
  });

  test('a procedure code the price list does not know is said plainly', { tag: '@one-width' }, async ({ page }) => {
    await openEstimator(page, 'subscriber');
    await estimate(page, 'D9972');
    await expect(page.getByTestId('estimator-message')).toHaveText(/We could not find the procedure code D9972 in our price list/);
    await expect(page.getByLabel(SEARCH)).toHaveValue('D9972');
    await expectNoAxeViolations(page);
  });

  test('a dental-only member searching a medical service is told they have no medical coverage', { tag: '@one-width' }, async ({ page }) => {
    await openEstimator(page, 'providence');
    await estimate(page, 'chest x-ray');
    await expect(page.getByTestId('estimator-message')).toContainText('has no medical coverage today');
    await expectNoAxeViolations(page);
  });

  test('an adult searching "cleaning" sees the adult’s cleaning first, and a child’s cleaning says whom it is for', { tag: '@one-width' }, async ({ page }) => {
    await openEstimator(page, 'subscriber');
    await estimate(page, 'cleaning');
    const results = page.getByTestId('estimate');
    await expect(results.first()).toBeVisible();
    await expect(results.first().getByRole('heading', { level: 3 })).toContainText('Teeth cleaning (adult)');
    const child = results.filter({ hasText: 'Teeth cleaning (child)' }).first();
    await expect(child.getByTestId('other-ages')).toHaveText(/^Meant for ages 0 to 13: listed because it matches your search, after the services meant for .+’s age\.$/);
    await expect(results.filter({ hasText: 'Teeth cleaning (adult)' }).first().getByTestId('other-ages')).toHaveCount(0);
  });

  test('approved care in the tracker links to its estimate for the member it is for', { tag: '@one-width' }, async ({ page }) => {
    await startSignedIn(page, 'subscriber');
    await expect(page).toHaveURL(/\/home$/, FIRST_LOAD);
    await navigateInApp(page, '/find-care/authorizations');
    await page.getByRole('link', { name: 'Estimate what you will pay (service code 73721)' }).click();
    await expect(page).toHaveURL(/\/find-care\/cost-estimator\?search=73721&member=0$/);
    await expect(page.getByLabel(SEARCH)).toHaveValue('73721');
    const results = page.getByTestId('estimate');
    await expect(results.first()).toBeVisible(FIRST_LOAD);
    await expect(results.first().getByRole('heading', { level: 3 })).toContainText('MRI of the knee (73721)');
    await expectNoAxeViolations(page);
  });

  test('a failed price list call ends on the error page', { tag: '@one-width' }, async ({ page }) => {
    await startSignedIn(page, 'subscriber');
    await expect(page).toHaveURL(/\/home$/, FIRST_LOAD);
    await page.goto('/find-care/cost-estimator?fault=costEstimator.prices:503');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cost estimator', FIRST_LOAD);
    await estimate(page, 'crown');
    await expect(page.getByText(ERROR_PAGE_COPY.unavailableHeading)).toBeVisible(FIRST_LOAD);
  });

  test('a claim page explains its EOB in plain words and says the figures add up', { tag: '@one-width' }, async ({ page }) => {
    await startSignedIn(page, 'subscriber');
    await expect(page).toHaveURL(/\/home$/, FIRST_LOAD);
    await navigateInApp(page, '/claims');
    const processed = page.getByTestId('claim-row').filter({ hasText: 'Processed' }).first();
    await processed.getByRole('link').first().click();
    const explainer = page.getByTestId('eob-explainer');
    await expect(explainer.getByRole('heading', { name: 'Your EOB, explained' })).toBeVisible(FIRST_LOAD);
    await expect(explainer).toContainText(/The provider billed \$[\d,]+\.\d\d\./);
    await expect(page.getByTestId('eob-adds-up')).toContainText('These figures add up');
    await expectNoAxeViolations(page);

    // A dental office, lab or imaging centre of the price list: the estimator's quote sits beside what was allowed.
    await navigateInApp(page, '/claims');
    const listed = page.getByTestId('claim-row').filter({ hasText: 'Processed' }).filter({ hasText: /Bridgeview Dental Group|Columbia Lab Services|Cascade Imaging Center/ });
    await listed.first().getByRole('link').first().click();
    await expect(page.getByTestId('eob-effect')).toContainText(/This claim added \$[\d,]+\.\d\d to your deductible/, FIRST_LOAD);
    await expect(page.getByTestId('eob-explainer').getByRole('progressbar').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page.getByTestId('eob-explainer')).toContainText(/the cost estimator quoted \$[\d,]+\.\d\d for this service here; the plan allowed \$[\d,]+\.\d\d, as quoted\./, FIRST_LOAD);
  });

  test('a claim of this plan year shows where it left the deductible and maximums, before and after', { tag: '@one-width' }, async ({ page }) => {
    await startSignedIn(page, 'subscriber');
    await expect(page).toHaveURL(/\/home$/, FIRST_LOAD);
    await navigateInApp(page, '/claims');
    const processed = page.getByTestId('claim-row').filter({ hasText: 'Processed' });
    await processed.filter({ hasText: 'Medical' }).first().getByRole('link').first().click();
    const counted = page.getByTestId('eob-accumulators');
    for (const name of ['Deductible, individual, in network', 'Deductible, family, in network', 'Out-of-pocket maximum, individual, in network', 'Out-of-pocket maximum, family, in network']) {
      await expect(counted.getByRole('progressbar', { name })).toBeVisible(FIRST_LOAD);
    }
    await expect(counted.getByText(/^Before this claim \$[\d,]+\.\d\d was met; this claim added \$[\d,]+\.\d\d; after it \$[\d,]+\.\d\d of \$[\d,]+\.\d\d is met\.$/).first()).toBeVisible();
    const otherTier = page.getByTestId('eob-accumulators-other-tier');
    await expect(otherTier).toBeHidden();
    await page.getByText('The other network tier, not changed by this claim').click();
    await expect(otherTier.getByRole('progressbar', { name: 'Deductible, individual, out of network' })).toBeVisible();
    await expect(page.getByTestId('eob-accumulators-disagree')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await navigateInApp(page, '/claims');
    await processed.filter({ hasText: 'Dental' }).first().getByRole('link').first().click();
    await expect(page.getByTestId('eob-effect')).toContainText(/the \$[\d,]+\.\d\d the plan paid counts toward your annual maximum/, FIRST_LOAD);
    await expect(page.getByTestId('eob-accumulators').getByRole('progressbar', { name: 'Annual maximum, individual, in and out of network' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
