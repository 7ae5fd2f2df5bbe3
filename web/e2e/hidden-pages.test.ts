import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { accessibilityViolations, hydrated, launchBrowser, openPage, settled } from '@bank/testing/browser';
import { adminToken, productForTestFile, type RunningProduct } from '@bank/testing/product';

// What a visitor sees of 'Hide' and 'Show' on the back office's Pages table: the page leaves the
// menus and the footer and is Page Not Found, on a full load and after a client-side navigation;
// the About slider goes alone. The real product on a fresh seeded database.
let product: RunningProduct;
let browser: Browser;
let token: string;

beforeAll(async () => {
  [product, browser] = await Promise.all([productForTestFile(), launchBrowser()]);
  token = await adminToken(product.url);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const PHONE = { width: 360, height: 740 };
const LAPTOP = { width: 1440, height: 900 };
/** Long enough for a screen's chunk and its data to arrive on a busy machine. */
const SETTLED = { timeout: 15_000 };

/** What the Pages table's Hide (true) and Show (false) send. */
async function setHidden(part: string, hidden: boolean) {
  const answer = await fetch(`${product.url}/api/admin/hidden-pages`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ part, hidden }),
  });
  expect(answer.status).toBe(200);
}

const moreLinks = async (page: Page) => {
  await page.getByRole('button', { name: 'MORE', exact: true }).click();
  const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
  await links.filter({ hasText: 'CAREER' }).waitFor();
  return links.allTextContents();
};
const footerLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Quick links' }).getByRole('link').allTextContents();

describe('a hidden page, as a visitor sees it', () => {
  it('leaves the MORE list and the footer and is Page Not Found, loaded or reached by a link followed before it was hidden', async () => {
    const { page: reader } = await openPage(browser, `${product.url}/Deposits`);
    await hydrated(reader);
    expect(await moreLinks(reader)).toContain('AWARDS AND ACHIEVEMENTS');
    await reader.keyboard.press('Escape');
    expect(await footerLinks(reader)).toContain('Awards');

    await setHidden('/Awards', true);
    try {
      // The page this reader opened still lists Awards: following it now finds no page.
      await reader
        .getByRole('navigation', { name: 'Quick links' })
        .getByRole('link', { name: 'Awards', exact: true })
        .click();
      await reader.waitForURL(/\/Awards$/);
      await reader.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor(SETTLED);

      for (const viewport of [LAPTOP, PHONE]) {
        const { page, problems } = await openPage(browser, `${product.url}/Deposits`, { viewport });
        await hydrated(page);
        expect(await footerLinks(page)).not.toContain('Awards');
        expect(await footerLinks(page)).toContain('Management');
        if (viewport === LAPTOP) expect(await moreLinks(page)).not.toContain('AWARDS AND ACHIEVEMENTS');
        else {
          await page.getByRole('button', { name: 'Open menu' }).click();
          const menu = page.getByRole('navigation', { name: 'Mobile' });
          await menu.getByRole('button', { name: 'MORE', exact: true }).click();
          await menu.getByRole('link', { name: 'CAREER' }).waitFor();
          expect(await menu.getByRole('link').allTextContents()).not.toContain('AWARDS AND ACHIEVEMENTS');
        }
        const answer = await page.goto(`${product.url}/Awards`);
        await settled(page);
        expect(answer?.status()).toBe(404);
        await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
        await hydrated(page);
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Page Not Found');
        expect(await accessibilityViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
        await page.close();
      }
    } finally {
      await setHidden('/Awards', false);
    }

    // Shown again: the same reader's next visit finds it in the footer and opens it.
    await reader.goto(`${product.url}/Deposits`);
    await settled(reader);
    await reader
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('link', { name: 'Awards', exact: true })
      .click();
    await reader.getByRole('heading', { level: 1, name: 'Awards and Achievements' }).waitFor(SETTLED);
    await reader.close();
  });

  it('hides the About slider alone: About stays without its Gallery, and Show brings it back', async () => {
    await setHidden('/About#gallery', true);
    try {
      for (const viewport of [LAPTOP, PHONE]) {
        const { page, problems } = await openPage(browser, `${product.url}/About`, { viewport });
        await hydrated(page);
        await page.getByRole('heading', { level: 3, name: 'Our Vision' }).waitFor();
        expect(await page.getByRole('heading', { name: 'Gallery', exact: true }).count()).toBe(0);
        expect(await accessibilityViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
        await page.close();
      }
    } finally {
      await setHidden('/About#gallery', false);
    }
    const { page } = await openPage(browser, `${product.url}/About`);
    await page.getByRole('heading', { level: 2, name: 'Gallery', exact: true }).waitFor();
    await page.close();
  });
});
