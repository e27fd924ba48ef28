import { chromium } from 'playwright-core';
const [,, persona, domain, paths, widthsArg, today] = process.argv;
const widths = (widthsArg ?? '1440').split(',').map(Number);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--headless'] });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()); });
  const q = new URLSearchParams({ domain });
  if (today) q.set('today', today);
  await page.goto(`http://127.0.0.1:5211/login?${q}`);
  await page.getByLabel('Username', { exact: true }).fill(persona);
  await page.getByLabel('Password', { exact: true }).fill('Sandbox1');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/home$/, { timeout: 15000 });
  for (const path of paths.split(',')) {
    if (path !== '/home') await page.evaluate((p) => { history.pushState({}, '', p); dispatchEvent(new PopStateEvent('popstate')); }, path);
    await page.waitForTimeout(1500);
    const name = `/tmp/shots/${persona}-${path.replace(/\//g, '_')}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await page.close();
}
await browser.close();
