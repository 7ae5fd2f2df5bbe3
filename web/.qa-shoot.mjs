// Temporary QA script (not committed): full-page screenshots of every route at 360 and 1440 px.
import { chromium } from 'playwright-core';
import { startProduct } from '@bank/testing/product';
const product = await startProduct();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/About', '/Services', '/Deposits', '/Loan', '/Awards', '/Managements', '/Career', '/ContactUs', '/News', '/PublishedDocuments', '/PoliciesCirculars', '/nope'];
  for (const width of [1440, 360]) {
    const context = await browser.newContext({ viewport: { width, height: width === 360 ? 740 : 900 } });
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(product.url + route, { waitUntil: 'networkidle' });
      await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 400) { window.scrollTo(0, y); await new Promise((r) => setTimeout(r, 60)); } window.scrollTo(0, 0); });
      await page.waitForTimeout(2300);
      const name = `${width}-${route.replace(/\W/g, '_') || 'home'}.png`;
      await page.screenshot({ path: `/tmp/webqa/shots/${name}`, fullPage: true });
      console.log(name, await page.evaluate(() => document.documentElement.scrollWidth), await page.title());
    }
    await context.close();
  }
} finally {
  await browser.close();
  await product.stop();
}
