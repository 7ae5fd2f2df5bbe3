// The rate schedules in the back office: a schedule made, refused, corrected, listed and deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { bankDateOf } from '@bank/shared';
import { launchBrowser } from '@bank/testing/browser';
import { startProduct, type RunningProduct } from '@bank/testing/product';
import { expectAccessible, signedInPage } from './support';

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const inDays = (days: number) => bankDateOf(Date.now() + days * 86_400_000);

describe('Interest Rates', () => {
  it('makes a schedule from the one in force, refuses a bad rate beside its field, then lists and deletes it', async () => {
    const { page, context, dialogs } = await signedInPage(browser, product.url);
    try {
      await page.goto(`${product.url}/AdminPage/PageEdit`);
      await page.getByRole('link', { name: '/InterestRates (Interest Rates & Charges, opens in a new tab)' }).waitFor();
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Interest Rates' }).click();
      const table = page.getByRole('table', { name: 'Rate schedules' });
      await table.getByText('In force').waitFor();
      expect(await table.getByText('Past').count()).toBe(2);
      await expectAccessible(page);

      await page.getByRole('button', { name: 'New schedule' }).click();
      const form = page.getByRole('form', { name: 'New schedule' });
      const date = inDays(30);
      await form.getByLabel('Effective from').fill(date);
      const firstGeneral = form.getByRole('group', { name: 'Deposits row 3' }).getByLabel('General rate (%)');
      await firstGeneral.fill('21');
      await form.getByRole('button', { name: 'Save schedule' }).click();
      await form.getByText('The rate must be between 0 and 20').waitFor();
      expect(await firstGeneral.getAttribute('aria-invalid')).toBe('true');
      await expectAccessible(page);

      await firstGeneral.fill('4.25');
      const saved = page.waitForResponse((answer) => answer.url().endsWith('/api/admin/rate-schedules') && answer.request().method() === 'POST');
      await form.getByRole('button', { name: 'Save schedule' }).click();
      expect((await saved).status()).toBe(201);
      await page.getByText('New Schedule Added Successfully').waitFor();
      await expect.poll(() => table.getByText('Upcoming').count()).toBe(2);

      const label = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`)).replace('Sept', 'Sep');
      await page.getByRole('button', { name: `Delete the schedule effective from ${label}` }).click();
      await page.getByText('Schedule Deleted Successfully').waitFor();
      expect(dialogs).toContain(`Delete the schedule effective from ${label}?`);
      await expect.poll(() => table.getByText('Upcoming').count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
