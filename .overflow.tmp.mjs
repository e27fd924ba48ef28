import { chromium } from 'playwright-core';
const [,, persona, domain, path] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
await page.goto(`http://127.0.0.1:5211/login?domain=${domain}`);
await page.getByLabel('Username', { exact: true }).fill(persona);
await page.getByLabel('Password', { exact: true }).fill('Sandbox1');
await page.getByRole('button', { name: 'Log in', exact: true }).click();
await page.waitForURL(/\/home$/);
if (path !== '/home') await page.evaluate((p) => { history.pushState({}, '', p); dispatchEvent(new PopStateEvent('popstate')); }, path);
await page.waitForTimeout(1500);
console.log(await page.evaluate(() => {
  const out = [];
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect();
    if (r.right > 376 && !el.closest('.account-nav__list') ) out.push(`${el.tagName}.${el.className} ${Math.round(r.right)}`);
  }
  return out.slice(0, 15).join('\n');
}));
await browser.close();
