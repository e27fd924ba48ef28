import { expect as baseExpect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { settle } from './navigation';
import { loginUrl, type DomainId } from './personas';
import * as LABELS_ES from '../../../domain/copy/labels-copy.es';
import { AUTHORIZATION_KIND_LABELS, AUTHORIZATION_STATUS_LABELS } from '../../../domain/rules/authorizations';
import { COVERAGE_CATEGORY_LABELS } from '../../../domain/rules/benefit-categories';
import { CLAIM_STATUS_LABELS, CLAIM_TYPE_LABELS } from '../../../domain/rules/claims';

/*
 * What a page read in Spanish is checked for (the Spanish sweep in spanish.spec.ts, and the walk of the
 * member's menus in accessibility-sweep.spec.ts, which reads each brand's pages in English and then in
 * Spanish in one tab): no English left outside what is marked lang="en", nothing wider than the screen, axe.
 */

const expect = baseExpect.configure({ timeout: 15_000 });

/** Words of English a Spanish page has no business showing (US Spanish shares none of them), lower case or capitalised. */
const WORDS = `the and your you with for this that are is of to from our will can have has not what when which about more view all by in on at or if an it we us my yes new see get how who why where after before until please here there loading show hide edit save cancel close home account benefits claim claims help log sign search find care summary settings details back next continue submit apply clear filter filters date name phone email call today network deductible provider coverage amount billed paid open menu learn download print select choose request subscriber spouse child`.split(' ');
/**
 * The English names of the values the app knows by code (coverage categories, claim statuses and types,
 * authorization statuses and kinds): none may show on a Spanish page, but for a name Spanish writes the same
 * ('Dental').
 */
const SPANISH_LABELS = new Set(Object.values(LABELS_ES).flatMap((catalogue) => Object.values(catalogue as Readonly<Record<string, unknown>>)));
const CODE_NAMES = [COVERAGE_CATEGORY_LABELS, CLAIM_STATUS_LABELS, CLAIM_TYPE_LABELS, AUTHORIZATION_STATUS_LABELS, AUTHORIZATION_KIND_LABELS]
  .flatMap((labels) => Object.values(labels))
  .filter((name) => !SPANISH_LABELS.has(name));
const ENGLISH_WORDS = new RegExp(
  `(?<!\\p{L})(${[...WORDS.flatMap((word) => [word, word.charAt(0).toUpperCase() + word.slice(1)]), ...CODE_NAMES].join('|')})(?!\\p{L})`,
  'u',
);

/** Names that stay as they are in every language: the product, the brands and their companies. */
const NAMES = /Member Dashboard|Cascade Health & Dental|Cascade Health Plan, Inc\.|Cascade Dental Care, Inc\.|Summit Health|Providence Health Plan|Providence Dental|Medicare Advantage/g;

/** English the page (or the parts matching `scope`) shows or reads out, outside elements marked lang="en". */
export async function englishLeft(page: Page, scope = 'body'): Promise<string[]> {
  const texts = await page.evaluate((selector) => {
    const shown = (element: Element): boolean => element.closest('.visually-hidden') !== null || element.getClientRects().length > 0;
    const outside = (element: Element): boolean => element.closest('script, style, noscript, [lang^="en"]') === null;
    const found: string[] = [];
    // Names marked translate="no" (providers, pharmacies) read the same in every language.
    const names = [...document.querySelectorAll('[translate="no"]')].map((element) => element.textContent?.trim() ?? '').filter((name) => name !== '');
    const withoutNames = (text: string): string => names.reduce((rest, name) => rest.split(name).join(''), text);
    for (const root of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
        if (parent !== null && text !== '' && outside(parent) && shown(parent) && parent.closest('[translate="no"]') === null) found.push(withoutNames(text));
      }
      for (const element of root.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
        if (!outside(element)) continue;
        for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = element.getAttribute(attribute);
          if (value !== null && value.trim() !== '') found.push(`${attribute}: ${withoutNames(value.trim())}`);
        }
      }
    }
    // The tab's title follows the heading; a heading the gateway names (marked lang="en") titles it so too.
    const titledByGateway = document.querySelector('h1 [lang^="en"]') !== null;
    if (selector === 'body' && !titledByGateway) found.push(`title: ${document.title}`);
    return found;
  }, scope);
  return [...new Set(texts.filter((text) => ENGLISH_WORDS.test(text.replace(NAMES, ''))))];
}

export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth));
}

/** Once the page at `path` has settled: English left on it and overflow go into `reports`; axe must pass. */
export async function reportOn(page: Page, path: string, reports: string[]): Promise<void> {
  await settle(page);
  const english = await englishLeft(page, 'body');
  if (english.length > 0) reports.push(`${path}: English left:\n  ${english.join('\n  ')}`);
  const overflow = await horizontalOverflow(page);
  if (overflow > 0) reports.push(`${path}: ${overflow} px wider than the screen`);
  await expectNoAxeViolations(page);
}

/** A visitor of the brand chooses Español on the login page, and the page says so. */
export async function chooseSpanish(page: Page, domain: DomainId): Promise<void> {
  await page.goto(loginUrl('', { domain }));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if ((await page.locator('html').getAttribute('lang')) === 'es') return;
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}
