import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './support/worker-context';
import { familyOf, fillMemberDetails, memberOf } from './support/family';
import { navigateInApp, settle } from './support/navigation';
import { loginUrl, SANDBOX_PASSWORD, type DomainId, type PersonaName } from './support/personas';
import { forgetSession, startSignedIn } from './support/signed-in';
import { chooseSpanish, englishLeft, reportOn } from './support/spanish';

/**
 * The dashboard in Spanish, as a member who chooses it uses it: the switch on the login page and in the
 * header, the choice remembered on the browser, a first visit that follows the browser's languages, and
 * the pages in Spanish (no English left outside what is marked lang="en": content the gateway only has in
 * English), with no axe violations and nothing wider than a 375 px phone (support/spanish.ts). Every page
 * of each brand's menus is read in Spanish in accessibility-sweep.spec.ts, by the tab that audits it in
 * English.
 */

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const SPANISH = { heading: 'Inicie sesión en su Member Dashboard', username: 'Nombre de usuario', password: 'Contraseña', submit: 'Iniciar sesión' };

/** Logs in through the Spanish login page; login lands at `landing` (the member's home unless told). */
async function logInInSpanish(page: Page, username: PersonaName, landing = '/home'): Promise<void> {
  await page.goto(loginUrl(username));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPANISH.heading);
  await page.getByLabel(SPANISH.username, { exact: true }).fill(username);
  await page.getByLabel(SPANISH.password, { exact: true }).fill(SANDBOX_PASSWORD);
  await page.getByRole('button', { name: SPANISH.submit, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${landing}$`));
}

test.describe('choosing Spanish', { tag: '@one-width' }, () => {
  test('the login page switches to Spanish and back, the page says so, and the browser remembers it', async ({ page }) => {
    await page.goto(loginUrl(''));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPANISH.heading);
    await expect(page).toHaveTitle(`${SPANISH.heading}`);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPANISH.heading);
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to your Member Dashboard');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to your Member Dashboard');
  });

  test('switching on the login page keeps what was typed and says the server’s answer again in the new language', async ({ page }) => {
    await page.goto(loginUrl('retry'));
    await page.getByLabel('Username', { exact: true }).fill('retry');
    await page.getByLabel('Password', { exact: true }).fill('Wrong999');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('You have 2 attempt(s) remaining.');
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('alert')).toContainText('Le quedan 2 intento(s).');
    await expect(page.getByLabel(SPANISH.username, { exact: true })).toHaveValue('retry');
    await expect(page.getByLabel(SPANISH.password, { exact: true })).toHaveValue('Wrong999');
    await page.getByLabel(SPANISH.password, { exact: true }).fill(SANDBOX_PASSWORD);
    await page.getByRole('button', { name: SPANISH.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('switching mid-registration keeps every step typed and says its messages again in the new language', async ({ page, request }) => {
    const family = await familyOf(request, 'subscriber');
    const adultChild = memberOf(family, 3);
    await page.goto('/registration?domain=1');
    await fillMemberDetails(page, family, adultChild);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Username', { exact: true }).fill('subscriber');
    await page.getByLabel('Email address').fill('owen.hollis@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Harbor42');
    await page.getByLabel('Confirm password', { exact: true }).fill('Harbor42');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'That username is already taken.' })).toBeVisible();
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('alert').filter({ hasText: 'Ese nombre de usuario ya está en uso.' })).toBeVisible();
    await expect(page.locator('main [name="email"]')).toHaveValue('owen.hollis@example.com');
    expect(await englishLeft(page, 'main')).toEqual([]);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByLabel('Confirm password', { exact: true }).fill('');
    await expect(page.getByText('Confirm password is a required field')).toBeVisible();
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByText('Confirme la contraseña: este campo es obligatorio')).toBeVisible();
    expect(await englishLeft(page, 'main')).toEqual([]);
  });

  test('a member switching language mid-form keeps what they typed, and the page keeps what it found', async ({ page }) => {
    await startSignedIn(page, 'subscriber');
    await expect(page).toHaveURL(/\/home$/);
    const switchLanguage = () => page.getByTestId('language-switch').filter({ visible: true }).first().click();

    await navigateInApp(page, '/claims');
    await page.getByLabel('Start date', { exact: true }).fill('01/0');
    await page.getByLabel('End date', { exact: true }).fill('06/30/2025');
    await switchLanguage();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByLabel('Fecha de inicio', { exact: true })).toHaveValue('01/0');
    await expect(page.getByLabel('Fecha final', { exact: true })).toHaveValue('06/30/2025');

    await navigateInApp(page, '/find-care/cost-estimator');
    const spanishForm = page.getByRole('form', { name: 'Calcular el costo de un servicio' });
    await spanishForm.getByRole('textbox').first().fill('MRI');
    await spanishForm.getByRole('button', { name: 'Calcular costos' }).click();
    const results = page.getByRole('heading', { name: 'Estimados' });
    await expect(results).toBeVisible();
    await switchLanguage();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('form', { name: 'Estimate the cost of a service' }).getByRole('textbox').first()).toHaveValue('MRI');
    await expect(page.getByRole('heading', { name: 'Estimates' })).toBeVisible();
  });

  test('a member switches in the header once signed in, and the choice outlives the session', async ({ page }) => {
    await startSignedIn(page, 'subscriber');
    await expect(page).toHaveURL(/\/home$/);
    const phone = (page.viewportSize()?.width ?? 1440) <= 767;
    if (phone) await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('button', { name: 'Español' }).filter({ visible: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daniel, le damos la bienvenida a su Member Dashboard');
    if (phone) await page.getByRole('button', { name: 'Menú', exact: true }).click();
    await page.getByRole('button', { name: 'Cerrar sesión' }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPANISH.heading);
  });
});

test.describe('a first visit', () => {
  test.use({ locale: 'es-MX' });
  test('follows a browser that prefers Spanish', async ({ page }) => {
    await page.goto(loginUrl(''));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPANISH.heading);
  });
});

/**
 * Opens `path` (home unless told) signed in as `persona`, in Spanish as the browser remembers it: the tests
 * below are about the pages, not signing in (the Spanish login page and its switch have tests of their own).
 */
async function startInSpanish(page: Page, persona: PersonaName, path = '/home'): Promise<void> {
  await startSignedIn(page, persona, { language: 'es', path });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await settle(page);
}

test('domain 1: pages behind an id (a claim, a program, benefit details, history, primary care, an appeal form) read in Spanish and pass axe', { tag: '@one-width' }, async ({ page }) => {
  await startInSpanish(page, 'subscriber');
  const firstHref = async (path: string, selector: string): Promise<string> => {
    await navigateInApp(page, path);
    await settle(page);
    const href = await page.locator(selector).first().getAttribute('href');
    if (href === null) throw new Error(`no link ${selector} on ${path}`);
    return href;
  };
  const paths = [
    await firstHref('/claims', 'main a[href^="/claims/"]'),
    await firstHref('/benefits/programs', 'main a[href^="/benefits/programs/"]'),
    await firstHref('/benefits/medical', 'main a[href^="/services/medical/"]'),
    await firstHref('/benefits/dental', 'main a[href^="/details/"]'),
    await firstHref('/benefits/pharmacy', 'main a[href^="/history/"]'),
    '/find-care/primary-care/0',
    '/find-care/primary-care/0/search',
    // The appeal form of the subscriber's denied Humira request.
    '/account/appeals/new/authorization/HL1004',
  ];
  // The plan's cancellation choices read in Spanish, as the rest of the dialog does.
  await navigateInApp(page, '/home');
  await page.getByRole('button', { name: 'Cancelar plan' }).click();
  const cancelDialog = page.getByRole('dialog', { name: '¿Cancelar su plan?' });
  await expect(cancelDialog.getByRole('radio')).toHaveCount(2);
  await expect(cancelDialog.getByRole('radio', { name: 'No renovar mi plan médico', exact: true })).toBeVisible();
  await expect(cancelDialog.getByRole('radio', { name: 'No renovar mis planes médico y dental', exact: true })).toBeVisible();
  await cancelDialog.getByRole('button', { name: 'Mantener mi plan' }).click();
  await expect(cancelDialog).toBeHidden();
  await navigateInApp(page, '/benefits/pharmacy');
  // The benefits menu names each coverage as its cards do ("Médica": "Médicos" would read "doctors").
  await expect(page.getByRole('navigation', { name: 'Beneficios', exact: true }).getByRole('link')).toContainText(['Médica', 'Dental', 'Farmacia']);
  const reports: string[] = [];
  for (const path of paths) {
    await navigateInApp(page, path);
    await reportOn(page, path, reports);
  }
  expect(reports.join('\n\n')).toBe('');
});

/** Pages only some members reach, and the home page's variants, as each persona who reaches them sees them. */
const SOME_MEMBERS: readonly (readonly [PersonaName, readonly string[]])[] = [
  ['medicare', ['/home', '/benefits/medicare-materials', '/passport-dental']],
  ['navitus', ['/navitus']],
  ['termed', ['/home', '/claims']],
  ['future', ['/home']],
  ['nopcp', ['/home', '/find-care/primary-care']],
  ['pci', ['/home']],
  ['local598', ['/home']],
  ['portland', ['/home']],
  ['noportland', ['/home']],
  ['cancelm', ['/home']],
  ['canceld', ['/home']],
  ['spouse', ['/home', '/account/summary']],
  ['minor', ['/account/summary', '/account/data-sharing']],
  ['group4760', ['/home']],
];

test('domain 1: the pages and home page variants only some members see read in Spanish and pass axe', { tag: '@one-width' }, async ({ page }) => {
  test.setTimeout(480_000);
  const reports: string[] = [];
  for (const [persona, paths] of SOME_MEMBERS) {
    await test.step(persona, async () => {
      await forgetSession(page);
      await startInSpanish(page, persona, paths[0]);
      for (const [index, path] of paths.entries()) {
        if (index > 0) await navigateInApp(page, path);
        await reportOn(page, `${persona} ${path}`, reports);
      }
    });
  }
  expect(reports.join('\n\n')).toBe('');
});

/** Where login lands before home, for the personas who have something to do first. */
const BEFORE_HOME: readonly (readonly [PersonaName, DomainId, string])[] = [
  ['multigroup', 1, '/group-selection'],
  ['noemail', 1, '/update-email'],
  ['newuser', 1, '/account/settings/change-password'],
  ['summitnewid', 2, '/new-id'],
  ['provunsigned', 5, '/registration-policies'],
];

test('the screens between login and home read in Spanish, with their validation messages, and pass axe', { tag: '@one-width' }, async ({ page }) => {
  const reports: string[] = [];
  for (const [persona, domain, landing] of BEFORE_HOME) {
    await chooseSpanish(page, domain);
    await logInInSpanish(page, persona, landing);
    await reportOn(page, landing, reports);
    const submit = page.locator('main form button[type="submit"]').last();
    if ((await submit.count()) > 0) {
      await submit.click();
      await reportOn(page, `${landing} once sent`, reports);
    }
    await navigateInApp(page, '/logout');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(reports.join('\n\n')).toBe('');
});

test('domain 1: registration and account recovery read in Spanish at every step, their messages included', { tag: '@one-width' }, async ({ page, request }) => {
  const family = await familyOf(request, 'subscriber');
  const adultChild = memberOf(family, 3);
  const subscriber = memberOf(family, 0);
  await chooseSpanish(page, 1);
  const reports: string[] = [];
  const send = async (where: string, stepHeading?: RegExp): Promise<void> => {
    await page.locator('main form button[type="submit"]').last().click();
    if (stepHeading !== undefined) await expect(page.getByRole('heading', { level: 2 })).toContainText(stepHeading);
    else await expect(page.locator('main [role="alert"], main [aria-invalid="true"]').first()).toBeVisible();
    await reportOn(page, where, reports);
  };
  const fill = async (fields: Readonly<Record<string, string>>): Promise<void> => {
    for (const [name, value] of Object.entries(fields)) await page.locator(`main [name="${name}"]`).fill(value);
  };

  await page.goto('/registration?domain=1');
  await send('/registration, details left empty');
  await fill({ firstName: adultChild.firstName, lastName: adultChild.lastName, dateOfBirth: adultChild.dateOfBirth, subscriberId: family.subscriberId, zipCode: family.address.zipCode });
  await send('/registration, username and password', /Nombre de usuario y contraseña/);
  await send('/registration, username and password left empty');
  await fill({ username: 'subscriber', email: 'owen.hollis@example.com', password: 'Harbor42', confirmPassword: 'Harbor42' });
  await send('/registration, a username already taken');
  await fill({ username: 'owenhollis' });
  await send('/registration, security questions', /Preguntas de seguridad/);
  await send('/registration, security questions left empty');
  await page.locator('main select[name="firstQuestion"]').selectOption({ index: 1 });
  await page.locator('main select[name="secondQuestion"]').selectOption({ index: 2 });
  await fill({ firstAnswer: 'Pepper', secondAnswer: 'Portland' });
  await send('/registration, communication policy', /Política de comunicaciones/);
  await send('/registration, communication policy not accepted');
  await page.locator('main [name="communicationPolicy"]').check();
  await page.locator('main form button[type="submit"]').last().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Su cuenta está lista');
  await reportOn(page, '/registration, done', reports);

  await page.goto('/recovery/username?domain=1');
  await send('/recovery/username, left empty');
  await fill({ firstName: 'Nadie', lastName: subscriber.lastName, dateOfBirth: subscriber.dateOfBirth, subscriberId: family.subscriberId, zipCode: family.address.zipCode });
  await send('/recovery/username, no such member');
  await fill({ firstName: subscriber.firstName });
  await page.locator('main form button[type="submit"]').last().click();
  await expect(page.getByText(/Enviamos su nombre de usuario/)).toBeVisible();
  await reportOn(page, '/recovery/username, sent', reports);

  await page.goto('/recovery/password?domain=1');
  await send('/recovery/password, left empty');
  await fill({ username: 'nobodyhere' });
  await send('/recovery/password, no such username');
  await fill({ username: 'subscriber' });
  await page.locator('main form button[type="submit"]').last().click();
  await expect(page.locator('main [name="answer"]')).toBeVisible();
  await reportOn(page, '/recovery/password, the security question', reports);
  await fill({ answer: 'Rex', newPassword: 'Harbor42', confirmPassword: 'Harbor42' });
  await send('/recovery/password, a wrong answer');
  await fill({ answer: 'Biscuit' });
  await page.locator('main form button[type="submit"]').last().click();
  await expect(page.getByText(/Se restableció su contraseña/)).toBeVisible();
  await reportOn(page, '/recovery/password, reset', reports);
  expect(reports.join('\n\n')).toBe('');
});

/** The element's language as a screen reader takes it: its own lang, else its nearest ancestor's. */
const langOf = (page: Page, text: string): Promise<string | null> =>
  page.getByText(text, { exact: true }).first().evaluate((element) => element.closest('[lang]')?.getAttribute('lang') ?? null);

test('domain 1: what the insurer writes comes in Spanish on the tracker, a claim and the estimator, and is not marked English', { tag: '@one-width' }, async ({ page }) => {
  await startInSpanish(page, 'subscriber', '/find-care/authorizations');
  const denial = 'Negamos esta solicitud porque su plan cubre el adalimumab solo después de que haya probado el metotrexato durante al menos 3 meses, y sus registros no muestran que lo haya hecho.';
  await expect(page.getByText(denial)).toBeVisible();
  expect(await langOf(page, denial)).toBe('es');
  await expect(page.getByRole('heading', { level: 3, name: 'Resonancia magnética de la rodilla' })).toBeVisible();
  expect(await langOf(page, 'Resonancia magnética de la rodilla')).toBe('es');
  expect(await englishLeft(page, 'main')).toEqual([]);

  // Approved care links to its estimate, named in Spanish too.
  await page.getByRole('link', { name: 'Calcule cuánto pagará (código de servicio 73721)' }).click();
  await expect(page.getByTestId('estimate').first()).toBeVisible();
  await expect(page.getByLabel('Servicio, código de procedimiento o proveedor')).toHaveValue('73721');
  expect(await langOf(page, 'Resonancia magnética de la rodilla')).toBe('es');
  expect(await englishLeft(page, 'main')).toEqual([]);

  await navigateInApp(page, '/claims');
  await page.locator('main a[href^="/claims/"]').first().click();
  const lines = page.getByTestId('service-lines');
  await expect(lines).toBeVisible();
  expect(await lines.locator('[lang="en"]').count()).toBe(0);
  expect(await englishLeft(page, 'main')).toEqual([]);
});
