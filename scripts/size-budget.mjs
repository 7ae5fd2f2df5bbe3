#!/usr/bin/env node
// The JavaScript budgets of the first screens, measured as a visitor meets them: the built product
// is started on a fresh seeded database, each first screen is opened in Debian's Chromium at a
// desktop and a phone size, and every script the page fetched until the network went quiet (without
// scrolling) is counted at its gzipped size. Also prints the gzipped size of every built chunk of
// both front ends. Home is measured in each language (its catalogue parts are scripts too), and an
// English page must download no font file (the Devanagari font is for Marathi and Hindi letters).
// Exits non-zero when a first screen is over its budget or English loads a font.
// Run after a build: node scripts/size-budget.mjs
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../packages/testing/src/chromium.mjs';
import { startProduct } from '../packages/testing/src/product.mjs';
import { ROOT, say } from './lib/steps.mjs';
import { onProjectRuntime } from './lib/runtime.mjs';

await onProjectRuntime();

/**
 * First screens and their budgets in kB of gzipped JavaScript (issues 3 and 4; Home's 90, issue 46:
 * it hydrates in islands, without the router and SWR).
 */
export const BUDGETS = [
  { app: 'web', screen: 'Home', path: '/', limitKb: 90, fonts: 'none' },
  { app: 'web', screen: 'Home in Marathi', path: '/mr', limitKb: 90 },
  { app: 'web', screen: 'Home in Hindi', path: '/hi', limitKb: 90 },
  { app: 'admin-web', screen: 'Back-office sign-in', path: '/AdminLogin', limitKb: 90 },
];
const VIEWPORTS = [
  { name: 'desktop 1440×900', width: 1440, height: 900 },
  { name: 'phone 360×740', width: 360, height: 740 },
];
/** How long the network must stay quiet after load before the count is closed. */
const QUIET_MS = 1500;

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzippedSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

function printBuiltChunks(app) {
  const file = path.join(ROOT, app, 'dist', '.vite', 'manifest.json');
  if (!existsSync(file))
    throw new Error(`${app}: no build manifest at ${path.relative(ROOT, file)}; run npm run build first`);
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  console.log(`\n${app}: gzipped size of each built chunk`);
  const files = [...new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]))].sort();
  for (const name of files)
    console.log(`  ${kb(gzippedSize(readFileSync(path.join(ROOT, app, 'dist', name)))).padStart(7)} kB  ${name}`);
}

/** Every script a fresh visit to `url` fetches before the network goes quiet, with gzipped sizes, and the fonts it fetched. */
async function scriptsOfFirstVisit(browser, url, viewport) {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    const scripts = [];
    const fonts = [];
    // Each body is read as it arrives, while its page is certainly open.
    page.on('response', (response) => {
      if (response.request().resourceType() === 'font') fonts.push(new URL(response.url()).pathname);
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response.body().then((body) => ({ url: new URL(response.url()).pathname, bytes: gzippedSize(body) })),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(QUIET_MS);
    await page.waitForLoadState('networkidle');
    return { scripts: await Promise.all(scripts), fonts };
  } finally {
    await context.close();
  }
}

for (const { app } of BUDGETS) printBuiltChunks(app);

let overBudget = false;
say('Starting the product to open each first screen in Chromium …');
const [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
try {
  for (const budget of BUDGETS) {
    for (const viewport of VIEWPORTS) {
      const { scripts, fonts } = await scriptsOfFirstVisit(browser, `${product.url}${budget.path}`, viewport);
      const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
      const ok = total <= budget.limitKb * 1024;
      overBudget ||= !ok;
      if (budget.fonts === 'none' && fonts.length > 0) {
        overBudget = true;
        console.log(`OVER ${budget.screen}: fetched font files it does not need: ${fonts.join(', ')}`);
      } else if (fonts.length > 0) console.log(`     ${budget.screen}: fonts ${fonts.join(', ')}`);
      console.log(
        `\n${budget.screen} (${budget.path}), ${viewport.name}: scripts fetched before the network went quiet`,
      );
      for (const script of scripts) console.log(`  ${kb(script.bytes).padStart(7)} kB  ${script.url}`);
      console.log(
        `${ok ? 'OK  ' : 'OVER'} ${budget.screen}, ${viewport.name}: ${kb(total)} kB of JavaScript gzipped (budget ${budget.limitKb} kB)`,
      );
    }
  }
} finally {
  await browser.close();
  await product.stop();
}
if (overBudget) {
  console.error(
    '\nA first screen is over its JavaScript budget: load what it does not show yet later (React.lazy, dynamic import when needed).',
  );
  process.exit(1);
}
