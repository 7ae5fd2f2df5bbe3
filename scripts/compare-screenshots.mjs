#!/usr/bin/env node
// Full-page screenshots of every public page and every back-office screen, at 1440 and 360 px wide,
// and a pixel-by-pixel comparison of two sets of them: proof that a change meant to leave the look
// alone (a stylesheet reorganised, a dependency updated) renders exactly as before.
//
//   node scripts/compare-screenshots.mjs capture <dir>          screenshots of the built product
//   node scripts/compare-screenshots.mjs compare <dirA> <dirB>  one line per screenshot, exit 1 on any difference
//     [--diff <dir>]  also writes an image of each difference (changed pixels in red)
//
// capture starts the built product (npm run build first) on a fresh seeded database, like the
// browser tests, and opens every page its /sitemap.xml lists, Page Not Found, the sign-in and every
// screen of the back office's screen table (admin-web/src/app/screens.tsx), each in Debian's
// Chromium with reduced motion. Before each screenshot the page is made still: fonts loaded, the
// page scrolled to the bottom and back so that the blocks loaded near the viewport (Home's loan
// slider, figures and gallery) are in, the figures' count-up finished, every slider's autoplay
// stopped on its first slide, animations, transitions and the caret switched off, every picture
// decoded, the network quiet; then the viewport is made as tall as the page and screenshots are
// taken until two in a row are identical. Uploaded files get new random names on each fresh
// database, but their bytes, and so the pixels, are the same.
// Run capture twice on one build: compare must find 0 differences.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../packages/testing/src/chromium.mjs';
import { DEMO_ADMIN, startProduct } from '../packages/testing/src/product.mjs';
import { ROOT } from './lib/steps.mjs';
import { onProjectRuntime } from './lib/runtime.mjs';

await onProjectRuntime();

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 360, height: 740 },
];

/** A path no page has: the site's Page Not Found, which the sitemap does not list. */
const NOT_FOUND_PATH = '/No-Such-Page';

/** Every public page the started product lists in its sitemap (records with an address of their own too), and Page Not Found: [name, path]. */
async function publicPagesOf(productUrl) {
  const answer = await fetch(`${productUrl}/sitemap.xml`);
  if (!answer.ok) throw new Error(`GET /sitemap.xml answered ${answer.status}: the public pages cannot be listed`);
  const xml = await answer.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)))).pathname,
  );
  if (paths.length === 0) throw new Error('The sitemap lists no page');
  return [
    ...paths.map((route) => [route === '/' ? 'home' : route.slice(1).replaceAll('/', '-'), route]),
    ['not-found', NOT_FOUND_PATH],
  ];
}

/**
 * The back office's screens, from its screen table (admin-web/src/app/screens.tsx), read through
 * Vite as the back office's own build reads it: its routes under /AdminPage/.
 */
async function adminScreens() {
  const { runnerImport } = await import('vite');
  const root = path.join(ROOT, 'admin-web');
  const { module } = await runnerImport(path.join(root, 'src/app/screens.tsx'), {
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
  });
  return module.BACK_OFFICE_SCREENS.map((screen) => screen.route);
}

/** How long the network must stay quiet before the page counts as loaded. */
const QUIET_MS = 500;
/** Screenshots taken at most until two in a row are the same. */
const MAX_SHOTS = 8;

/** Stops whatever still moves: applied after the lazy blocks are in and the count-up has ended. */
const STILL_CSS = `
*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once no request of the page has been in flight for QUIET_MS (at most `timeoutMs`). */
function networkWatch(page) {
  const inFlight = new Set();
  let lastChange = Date.now();
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  const done = (request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async function quiet(timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (inFlight.size === 0 && Date.now() - lastChange >= QUIET_MS) return;
      await sleep(50);
    }
    throw new Error(
      `${page.url()}: the network did not go quiet within ${timeoutMs / 1000} s (${[...inFlight].map((r) => r.url()).join(', ')})`,
    );
  };
}

/** Scrolls down a viewport at a time to the bottom (loading what loads near the viewport), then back to the top. */
async function scrollThrough(page, quiet) {
  for (let step = 0; step < 60; step++) {
    const atBottom = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollTo({ top: before + window.innerHeight * 0.75, behavior: 'instant' });
      return (
        window.scrollY === before || window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1
      );
    });
    await sleep(120);
    if (atBottom) break;
  }
  await quiet();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await quiet();
}

/** Shows each block of count-up figures and waits until each figure shows its final value (the text screen readers get). */
async function countUpFinished(page, quiet) {
  const blocks = await page.locator('.figures').count();
  if (blocks === 0) return;
  for (let index = 0; index < blocks; index++) await page.locator('.figures').nth(index).scrollIntoViewIfNeeded();
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('.figure')].every((figure) => {
        const shown = figure.querySelector('.figure__value')?.textContent?.trim();
        const final = figure.querySelector('.visually-hidden')?.textContent?.trim();
        return shown === final;
      }),
    null,
    { timeout: 15_000 },
  );
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await quiet();
}

/** Everything that moves or loads late, stopped or loaded. */
async function makeStill(page, quiet) {
  await quiet();
  await page.evaluate(() => document.fonts.ready);
  await scrollThrough(page, quiet);
  await countUpFinished(page, quiet);
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('.swiper')) {
      const swiper = element.swiper;
      if (!swiper) continue;
      swiper.autoplay?.stop();
      swiper.slideTo(0, 0, false);
    }
  });
  await page.addStyleTag({ content: STILL_CSS });
  await page.evaluate(async () => {
    const active = document.activeElement;
    if (active && active !== document.body && 'blur' in active) active.blur();
    await Promise.all(
      [...document.images]
        .filter((image) => image.complete && image.naturalWidth > 0)
        .map((image) => image.decode().catch(() => {})),
    );
    await document.fonts.ready;
  });
  await quiet();
}

/**
 * Paints the whole page afresh once everything is in, so that what is captured does not depend on
 * the order in which things arrived: without it, a few anti-aliased edges came out one level
 * lighter or darker from one capture to the next (Chromium may re-raster only the changed part of
 * a tile). A change of the root background invalidates every tile.
 */
async function repaintAll(page) {
  await page.evaluate(async () => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const style = document.createElement('style');
    style.textContent = 'html { background: #010203 !important; } body { visibility: hidden !important; }';
    document.head.append(style);
    await frames();
    style.remove();
    await frames();
  });
}

/**
 * The whole page in one screenshot, taken until two in a row are identical; returns the last.
 * The viewport is made as tall as the page instead of using Playwright's fullPage: Chromium then
 * rasters what lies below the fold in one go, and a gradient's dithering came out differently from
 * one capture to the next in about half the fullPage screenshots, never in a viewport screenshot.
 */
async function stableScreenshot(page, quiet, viewport, name) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (height <= (page.viewportSize()?.height ?? 0)) break;
    await page.setViewportSize({ width: viewport.width, height });
    await quiet();
  }
  await page.evaluate(async () => {
    await Promise.all(
      [...document.images]
        .filter((image) => image.complete && image.naturalWidth > 0)
        .map((image) => image.decode().catch(() => {})),
    );
  });
  await repaintAll(page);
  let previous = null;
  for (let shot = 0; shot < MAX_SHOTS; shot++) {
    const image = await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
    if (previous && previous.equals(image)) return image;
    previous = image;
    await sleep(300);
  }
  throw new Error(`${name}: no two screenshots in a row were the same (something still moves)`);
}

async function newContext(browser, viewport) {
  return browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
}

async function capturePage(page, quiet, viewport, url, file, log) {
  await page.setViewportSize(viewport);
  const response = await page.goto(url, { waitUntil: 'load' });
  if (!response) throw new Error(`${url}: no answer`);
  await makeStill(page, quiet);
  // A screen the router does not know sends the back office to /AdminPage: a screenshot of the wrong screen proves nothing.
  if (new URL(page.url()).pathname !== new URL(url).pathname) throw new Error(`${url}: ended on ${page.url()} instead`);
  writeFileSync(file, await stableScreenshot(page, quiet, viewport, path.basename(file)));
  log(`  ${path.basename(file)}`);
}

async function captureViewport(browser, productUrl, { publicPages, screens }, viewport, dir, log) {
  const prefix = `${viewport.width}`;
  const context = await newContext(browser, viewport);
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const quiet = networkWatch(page);
    for (const [name, route] of publicPages) {
      await capturePage(
        page,
        quiet,
        viewport,
        `${productUrl}${route}`,
        path.join(dir, `${prefix}-public-${name}.png`),
        log,
      );
    }

    await capturePage(
      page,
      quiet,
      viewport,
      `${productUrl}/AdminLogin`,
      path.join(dir, `${prefix}-admin-AdminLogin.png`),
      log,
    );
    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
    await page.setViewportSize(viewport);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${productUrl}/AdminPage`);
    await quiet();
    for (const screen of screens) {
      // A full load of each screen: no toast or open menu carried over from the screen before.
      await capturePage(
        page,
        quiet,
        viewport,
        `${productUrl}/AdminPage/${screen}`,
        path.join(dir, `${prefix}-admin-${screen}.png`),
        log,
      );
    }
  } finally {
    await context.close();
  }
}

async function capture(dir) {
  if (!dir) usage();
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) if (name.endsWith('.png')) rmSync(path.join(dir, name));
  const log = (line) => console.log(line);
  log('Starting the built product on a fresh seeded database …');
  const [product, browser, screens] = await Promise.all([startProduct(), launchBrowser(), adminScreens()]);
  try {
    const pages = { publicPages: await publicPagesOf(product.url), screens };
    log(
      `Capturing ${pages.publicPages.length} public pages and ${screens.length} back-office screens (and the sign-in) into ${dir}`,
    );
    // One context per width, side by side: each screen's stillness is checked, not timed.
    await Promise.all(VIEWPORTS.map((viewport) => captureViewport(browser, product.url, pages, viewport, dir, log)));
  } finally {
    await browser.close();
    await product.stop();
  }
  log(`${readdirSync(dir).filter((name) => name.endsWith('.png')).length} screenshots in ${dir}`);
}

async function compare(dirA, dirB, diffDir) {
  if (!dirA || !dirB) usage();
  // Only comparing needs these; capture runs in any checkout of the product.
  const { PNG } = await import('pngjs');
  const { default: pixelmatch } = await import('pixelmatch');
  const names = [...new Set([...readdirSync(dirA), ...readdirSync(dirB)])]
    .filter((name) => name.endsWith('.png'))
    .sort(byWidthThenName);
  if (diffDir) mkdirSync(diffDir, { recursive: true });
  const tally = new Map();
  const count = (width, key) => {
    const entry = tally.get(width) ?? { total: 0, identical: 0, different: 0, missing: 0 };
    entry.total++;
    entry[key]++;
    tally.set(width, entry);
  };
  for (const name of names) {
    const width = name.split('-')[0];
    const fileA = path.join(dirA, name);
    const fileB = path.join(dirB, name);
    if (!existsSync(fileA) || !existsSync(fileB)) {
      console.log(`${name}: missing in ${existsSync(fileA) ? dirB : dirA}`);
      count(width, 'missing');
      continue;
    }
    const a = PNG.sync.read(readFileSync(fileA));
    const b = PNG.sync.read(readFileSync(fileB));
    // Pages of different sizes are compared where they overlap; every pixel only one of them has differs.
    const overlap = { width: Math.min(a.width, b.width), height: Math.min(a.height, b.height) };
    const [dataA, dataB] = [a, b].map((png) => cropped(png, overlap.width, overlap.height));
    const diff = diffDir ? new PNG(overlap) : null;
    // threshold 0 and includeAA: any change of any channel of any pixel counts, anti-aliasing included.
    const differing =
      pixelmatch(dataA, dataB, diff?.data ?? null, overlap.width, overlap.height, { threshold: 0, includeAA: true }) +
      a.width * a.height +
      b.width * b.height -
      2 * overlap.width * overlap.height;
    const sizes =
      a.width === b.width && a.height === b.height ? '' : ` (${a.width}×${a.height} vs ${b.width}×${b.height})`;
    if (differing === 0 && !sizes) {
      console.log(`${name}: identical`);
      count(width, 'identical');
    } else {
      console.log(`${name}: ${differing} pixels differ${sizes}`);
      count(width, 'different');
      if (diff) writeFileSync(path.join(diffDir, name), PNG.sync.write(diff));
    }
  }
  let anyDifferent = false;
  for (const [width, { total, identical, different, missing }] of tally) {
    anyDifferent ||= different + missing > 0;
    console.log(
      `${width} px: ${total} screenshots, ${identical} identical, ${different} different, ${missing} missing`,
    );
  }
  const all = [...tally.values()].reduce(
    (sum, entry) => ({ total: sum.total + entry.total, identical: sum.identical + entry.identical }),
    { total: 0, identical: 0 },
  );
  console.log(`${all.identical} of ${all.total} screenshots identical`);
  if (anyDifferent) process.exit(1);
}

/** The RGBA bytes of the image's top-left width × height pixels. */
function cropped(png, width, height) {
  if (png.width === width && png.height === height) return png.data;
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) png.data.copy(data, y * width * 4, y * png.width * 4, y * png.width * 4 + width * 4);
  return data;
}

function byWidthThenName(a, b) {
  const [widthA, widthB] = [a, b].map((name) => Number(name.split('-')[0]) || 0);
  return widthB - widthA || a.localeCompare(b);
}

function usage() {
  console.error(
    'usage: node scripts/compare-screenshots.mjs capture <dir>\n       node scripts/compare-screenshots.mjs compare <dirA> <dirB> [--diff <dir>]',
  );
  process.exit(2);
}

const [command, ...args] = process.argv.slice(2);
const diffAt = args.indexOf('--diff');
const diffDir = diffAt >= 0 ? args.splice(diffAt, 2)[1] : undefined;
try {
  if (command === 'capture') await capture(args[0]);
  else if (command === 'compare') await compare(args[0], args[1], diffDir);
  else usage();
} catch (error) {
  console.error(error);
  process.exit(2);
}
