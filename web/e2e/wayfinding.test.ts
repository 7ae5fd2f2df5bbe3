import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  accessibilityViolations,
  hydrated,
  launchBrowser,
  openPage,
  settled,
  watchRequests,
} from '@bank/testing/browser';
import { productForTestFile, type RunningProduct } from '@bank/testing/product';
import { PUBLIC_PAGES } from '../src/app/public-pages';

// Finding one's way as a member does: links that land where they say, menus that work without
// JavaScript, and addresses that do not exist. The real product on a fresh seeded database.
let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  product = await productForTestFile();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const PHONE = { width: 360, height: 740 };
const LAPTOP = { width: 1440, height: 900 };
const WIDTHS = [LAPTOP, PHONE];
/** Long enough for a screen's chunk and its data to arrive on a busy machine; a wrong landing never gets there. */
const SETTLED = { timeout: 15_000 };

const open = (path: string, viewport = LAPTOP, javaScriptEnabled = true): Promise<{ page: Page; problems: string[] }> =>
  openPage(browser, `${product.url}${path}`, { viewport, javaScriptEnabled });

/** Where an element is on screen: its top and the sticky header's bottom, in viewport pixels; and whether it has focus. */
const placeOf = (page: Page, id: string) =>
  page.evaluate((id) => {
    const target = document.getElementById(id);
    return {
      top: Math.round(target?.getBoundingClientRect().top ?? Number.NaN),
      headerBottom: Math.round(document.querySelector('header')!.getBoundingClientRect().bottom),
      focused: target !== null && document.activeElement === target,
    };
  }, id);

/** Where the element is once the page has stopped scrolling (the site scrolls smoothly): the same place twice in a row. */
async function settledPlaceOf(page: Page, id: string) {
  let last = await placeOf(page, id);
  for (;;) {
    await page.waitForTimeout(100);
    const place = await placeOf(page, id);
    if (place.top === last.top) return place;
    last = place;
  }
}

/** The element is at the top of the screen, just below the sticky header and not hidden under it. */
async function expectLandedOn(page: Page, id: string, { focused }: { focused: boolean }) {
  // The scroll may begin a moment after focus (the screen's data arriving on a busy machine): wait
  // for the landing first, so two equal readings before it starts are not taken for the end of it.
  await expect
    .poll(async () => {
      const place = await placeOf(page, id);
      return place.top >= place.headerBottom && place.top < place.headerBottom + 48;
    }, SETTLED)
    .toBe(true)
    .catch(() => undefined);
  const place = await settledPlaceOf(page, id);
  expect(place.top, `#${id} below the header (${JSON.stringify(place)})`).toBeGreaterThanOrEqual(place.headerBottom);
  expect(place.top, `#${id} at the top of the screen (${JSON.stringify(place)})`).toBeLessThan(place.headerBottom + 48);
  if (focused) expect(place.focused, `#${id} has focus`).toBe(true);
}

/**
 * axe's violations on a page opened without JavaScript, as it is now (a menu opened, say): axe needs
 * scripts and timers, so the page's present HTML is opened again in a page that runs them, without
 * the site's own scripts, which would take it over.
 */
async function violationsWithoutScripts(page: Page): Promise<string[]> {
  const address = page.url().replace(/#.*$/, '');
  const html = (await page.content()).replace(/<script\b[^>]*\btype="module"[^>]*>\s*<\/script>/g, '');
  const context = await browser.newContext({ viewport: page.viewportSize() ?? LAPTOP });
  try {
    const copy = await context.newPage();
    await copy.route(
      (url) => url.href === address,
      (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
    );
    watchRequests(copy);
    await copy.goto(page.url());
    await settled(copy, { javaScriptEnabled: false });
    expect(await copy.evaluate(() => document.querySelectorAll('script[type="module"]').length)).toBe(0);
    return await accessibilityViolations(copy);
  } finally {
    await context.close();
  }
}

const hasFocus = (page: Page, id: string) =>
  page.waitForFunction((id) => document.activeElement?.id === id, id, SETTLED);

describe("a card's calculator link", () => {
  it.each(WIDTHS)(
    'lands on and focuses the calculator it names, from the deposit and loan cards, at $width px',
    async (viewport) => {
      const { page, problems } = await open('/Deposits', viewport);
      await page.getByRole('link', { name: 'Calculate maturity: Recurring Deposit' }).click();
      await page.waitForURL(/\/Calculators\?deposit=Recurring\+Deposit.*#recurring-deposit$/);
      await hasFocus(page, 'recurring-deposit');
      await expectLandedOn(page, 'recurring-deposit', { focused: true });

      await page.goto(`${product.url}/Deposits`);
      await settled(page);
      await page.getByRole('link', { name: 'Calculate maturity: Fixed Deposit' }).click();
      await hasFocus(page, 'fixed-deposit');
      await expectLandedOn(page, 'fixed-deposit', { focused: true });

      await page.goto(`${product.url}/Loan`);
      await settled(page);
      await page.getByRole('link', { name: 'Calculate EMI: Housing Loan' }).click();
      await hasFocus(page, 'emi');
      await expectLandedOn(page, 'emi', { focused: true });
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it('opened as a whole page keeps the calculator it names once the scripts run', async () => {
    const { page, problems } = await open('/Calculators?deposit=Recurring+Deposit&rate=7#recurring-deposit', PHONE);
    await hydrated(page);
    await hasFocus(page, 'recurring-deposit');
    await expectLandedOn(page, 'recurring-deposit', { focused: true });
    expect(problems).toEqual([]);
    await page.close();
  });

  it.each(WIDTHS)('lands on the calculator it names without JavaScript, at $width px', async (viewport) => {
    const { page } = await open('/Calculators?deposit=Recurring+Deposit&rate=7#recurring-deposit', viewport, false);
    await expectLandedOn(page, 'recurring-deposit', { focused: false });
    expect(await violationsWithoutScripts(page)).toEqual([]);
    await page.close();
  });
});

describe("the unclaimed search's page links on a phone", () => {
  // 'esh' matches 29 names: page 2 holds the last 9, a shorter page than the one the link was on.
  it('land on the results with JavaScript, not in the footer', async () => {
    const { page, problems } = await open('/UnclaimedDeposits?q=esh', PHONE);
    await page.getByText('29 names match; showing 1 to 20.').waitFor();
    await page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Page 2' }).click();
    await page.getByText('29 names match; showing 21 to 29.').waitFor(SETTLED);
    await hasFocus(page, 'results');
    await expectLandedOn(page, 'results', { focused: true });
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('land on the results without JavaScript', async () => {
    const { page } = await open('/UnclaimedDeposits?q=esh', PHONE, false);
    await page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/page=2#results$/);
    await page.getByText('29 names match; showing 21 to 29.').waitFor();
    await expectLandedOn(page, 'results', { focused: false });
    await page.close();
  });
});

describe('an address whose record does not exist', () => {
  // Every page whose records have addresses of their own, at a record that is not there.
  it.each(PUBLIC_PAGES.filter((entry) => entry.recordPages).map(({ path }) => `${path}/999`))(
    '%s keeps the Page Not Found screen once the scripts run',
    async (path) => {
      expect((await fetch(`${product.url}${path}`)).status).toBe(404);
      const { page: unknown } = await open('/no-such-page');
      const expected = await unknown.locator('.not-found h1').boundingBox();
      await unknown.close();

      for (const viewport of WIDTHS) {
        const { page, problems } = await open(path, viewport);
        // Opened, it has settled: React runs it, and whatever its screen asked for has been answered.
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Page Not Found');
        await main.getByRole('link', { name: 'Back to Home' }).waitFor();
        expect(await main.textContent()).not.toContain('not available');
        expect(await page.title()).toMatch(/^Page Not Found \|/);
        // Laid out as the site's own 404 page, not a bare line flush left.
        if (viewport === LAPTOP) expect(await page.locator('.not-found h1').boundingBox()).toEqual(expected);
        expect(await accessibilityViolations(page), `${path} at ${viewport.width}px`).toEqual([]);
        expect(problems).toEqual([]);
        await page.close();
      }
    },
  );
});

describe('the header menus without JavaScript', () => {
  it('open the MORE list as links on a laptop, Career among them', async () => {
    const { page } = await open('/Deposits', LAPTOP, false);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByText('MORE', { exact: true }).click();
    const career = nav.getByRole('link', { name: 'CAREER' });
    await career.waitFor({ state: 'visible' });
    await nav.getByRole('link', { name: 'AWARDS AND ACHIEVEMENTS' }).waitFor({ state: 'visible' });
    expect(await violationsWithoutScripts(page)).toEqual([]);
    await career.click();
    await page.waitForURL(/\/Career$/);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Career');
    await page.close();
  });

  it('open the phone menu and its MORE list as links', async () => {
    const { page } = await open('/Deposits', PHONE, false);
    const header = page.getByRole('banner');
    await header.locator('summary', { hasText: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'News & Events' }).waitFor({ state: 'visible' });
    await menu.getByText('MORE', { exact: true }).click();
    await menu.getByRole('link', { name: 'CAREER' }).waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await violationsWithoutScripts(page)).toEqual([]);
    await menu.getByRole('link', { name: 'BRANCHES' }).click();
    await page.waitForURL(/\/Branches$/);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Branches');
    await page.close();
  });
});

describe('Career and the footer', () => {
  it('are reached from the MORE list with JavaScript, and the footer names its links as people read them', async () => {
    const { page } = await open('/Deposits');
    await page.getByRole('button', { name: 'MORE', exact: true }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'CAREER' }).click();
    await page.waitForURL(/\/Career$/);
    const links = page.getByRole('navigation', { name: 'Quick links' });
    for (const [label, href] of [
      ['Management', '/Managements'],
      ['Published Documents', '/PublishedDocuments'],
      ['Policies & Circulars', '/PoliciesCirculars'],
      ['Contact Us', '/ContactUs'],
      ['Career', '/Career'],
    ]) {
      await expect(links.getByRole('link', { name: label, exact: true }).getAttribute('href')).resolves.toBe(href);
    }
    expect(await links.textContent()).not.toMatch(/PoliciesCirculars|ContactUs|PublishedDocuments|Managements/);
    await page.close();
  });
});
