#!/usr/bin/env node
// npm run lighthouse: Lighthouse 12 (mobile defaults: a mid-range Android phone on a slow 4G link,
// with that phone's Devanagari font, installed when root) on the public pages of the built product,
// started as npm start starts it on a fresh seeded database, in Debian's Chromium. Runs each route
// RUNS times and prints the median of each figure, with the targets beside them. A measurement, not
// a test: it is not part of npm test.
// Run after a build: npm run lighthouse [-- /path ...]   (LIGHTHOUSE_RUNS=3 by default)
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_PATH } from '../packages/testing/src/chromium-path.mjs';
import { startProduct } from '../packages/testing/src/product.mjs';
import { ensureDevanagariSystemFont, hasDevanagariSystemFont } from './lib/debian.mjs';
import { onProjectRuntime } from './lib/runtime.mjs';

await onProjectRuntime();

// The English pages, and the Marathi and Hindi versions of Home and three more (the font and the
// catalogues are theirs alone).
const ROUTES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      '/',
      '/About',
      '/Deposits',
      '/Loan',
      '/News',
      '/ContactUs',
      ...['/mr', '/hi'].flatMap((prefix) =>
        ['', '/Deposits', '/InterestRates', '/ContactUs'].map((path) => prefix + path),
      ),
    ];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

await ensureDevanagariSystemFont();
const product = await startProduct();
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
const rows = [];
const failures = [];
try {
  for (const route of ROUTES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { lhr } = await lighthouse(`${product.url}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      runs.push(lhr);
      for (const category of CATEGORIES) {
        const { score, auditRefs } = lhr.categories[category];
        if (score < 1 && category !== 'performance') {
          const failed = auditRefs
            .map((ref) => lhr.audits[ref.id])
            .filter(
              (audit) =>
                audit.score !== null &&
                audit.score < 1 &&
                audit.scoreDisplayMode !== 'informative' &&
                audit.scoreDisplayMode !== 'manual',
            );
          failures.push(`${route} ${category}: ${failed.map((audit) => audit.id).join(', ')}`);
        }
      }
    }
    const figure = (read) => median(runs.map(read));
    rows.push({
      route,
      performance: Math.round(figure((lhr) => lhr.categories.performance.score) * 100),
      accessibility: Math.round(figure((lhr) => lhr.categories.accessibility.score) * 100),
      bestPractices: Math.round(figure((lhr) => lhr.categories['best-practices'].score) * 100),
      seo: Math.round(figure((lhr) => lhr.categories.seo.score) * 100),
      cls: figure((lhr) => lhr.audits['cumulative-layout-shift'].numericValue),
      lcp: figure((lhr) => lhr.audits['largest-contentful-paint'].numericValue) / 1000,
      fcp: figure((lhr) => lhr.audits['first-contentful-paint'].numericValue) / 1000,
      tbt: figure((lhr) => lhr.audits['total-blocking-time'].numericValue),
    });
    console.log(`measured ${route} (${RUNS} runs)`);
  }
} finally {
  await chrome.kill();
  await product.stop();
}

console.log(
  `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile defaults, median of ${RUNS} runs per route`,
);
console.log(
  hasDevanagariSystemFont()
    ? "Marathi and Hindi pages drew Devanagari in the machine's own Noto Sans Devanagari, as on an Android phone"
    : "Marathi and Hindi pages downloaded the site's Devanagari font: the machine has none of its own",
);
console.log('targets: performance >= 95, accessibility 100, best practices 100, SEO 100, CLS <= 0.02\n');
console.log('| route | performance | accessibility | best practices | SEO | CLS | LCP | FCP | TBT |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.route} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.cls.toFixed(3)} | ${row.lcp.toFixed(1)} s | ${row.fcp.toFixed(1)} s | ${row.tbt.toFixed(0)} ms |`,
  );
}
if (failures.length)
  console.log(
    `\nAudits below full marks in some run:\n${[...new Set(failures)].map((line) => `  ${line}`).join('\n')}`,
  );
const met = rows.every(
  (row) =>
    row.performance >= 95 &&
    row.accessibility === 100 &&
    row.bestPractices === 100 &&
    row.seo === 100 &&
    row.cls <= 0.02,
);
console.log(`\n${met ? 'Every route meets the targets.' : 'Some route misses a target.'}`);
process.exit(met ? 0 : 1);
