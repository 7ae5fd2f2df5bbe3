// The rate schedules in the back office: a schedule made, refused, corrected, confirmed, listed and deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { bankDateOf } from '@bank/shared';
import { launchBrowser } from '@bank/testing/browser';
import { productForTestFile, type RunningProduct } from '@bank/testing/product';
import { expectAccessible, signedInPage } from './support';

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([productForTestFile(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const inDays = (days: number) => bankDateOf(Date.now() + days * 86_400_000);

const dateLabel = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${date}T00:00:00Z`))
    .replace('Sept', 'Sep');

/** Every name, charge or note of the form whose text does not fit its box. */
const cutTexts = (form: Locator) =>
  form
    .locator('textarea')
    .evaluateAll((boxes: HTMLTextAreaElement[]) =>
      boxes
        .filter((box) => box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1)
        .map((box) => box.value),
    );

describe('Interest Rates', () => {
  it('makes a schedule from the latest one, lists its problems first, confirms its differences from the announced one, then deletes it', async () => {
    const { page, context, dialogs } = await signedInPage(browser, product.url);
    try {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${product.url}/AdminPage/PageEdit`);
      await page.getByRole('link', { name: '/InterestRates (Interest Rates & Charges, opens in a new tab)' }).waitFor();
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Interest Rates' }).click();
      const table = page.getByRole('table', { name: 'Rate schedules' });
      await table.getByText('In force').waitFor();
      expect(await table.getByText('Past').count()).toBe(2);
      await expectAccessible(page);

      await page.getByRole('button', { name: 'New schedule' }).click();
      const form = page.getByRole('form', { name: 'New schedule' });
      // The announced schedule's rates (7.75% for a year to two), not the 7.50% in force.
      const yearToTwo = form.getByRole('group', { name: 'Deposits row 6' });
      expect(await yearToTwo.getByLabel('Tenure from (days)').inputValue()).toBe('365');
      expect(await yearToTwo.getByLabel('General rate (%)').inputValue()).toBe('7.75');

      // The rows take the form's width, a line each, and no name is cut off.
      const [formBox, depositsBox, rowBox] = await Promise.all([
        form.boundingBox(),
        form.getByRole('group', { name: 'Deposits', exact: true }).boundingBox(),
        yearToTwo.boundingBox(),
      ]);
      expect(depositsBox!.width).toBeGreaterThan(formBox!.width * 0.9);
      expect(rowBox!.height).toBeLessThan(80);
      expect(await cutTexts(form)).toEqual([]);
      expect(await form.getByLabel('Name', { exact: true }).nth(0).inputValue()).toBe(
        'Cheque book (first 25 leaves in a year)',
      );

      const date = inDays(30);
      await form.getByLabel('Effective from').fill(date);
      const general = form.getByRole('group', { name: 'Deposits row 3' }).getByLabel('General rate (%)');
      await general.fill('4.255');
      await form.getByRole('button', { name: 'Save schedule' }).click();

      // The problems come first, focused; each link moves focus to its field.
      const summary = form.getByRole('heading', { name: 'One value needs correcting' });
      await summary.waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-labelledby'))).toBe(
        'schedule-problems-title',
      );
      expect((await summary.boundingBox())!.y).toBeLessThan((await form.getByLabel('Effective from').boundingBox())!.y);
      expect(await general.getAttribute('aria-invalid')).toBe('true');
      await page.mouse.wheel(0, 3000);
      await form
        .getByRole('link', { name: 'Deposits row 3, General rate (%): The rate takes at most two decimals' })
        .click();
      await expect.poll(() => general.evaluate((field) => field === document.activeElement)).toBe(true);
      await expectAccessible(page);

      // A rate that differs from the announced schedule it follows: shown, and nothing sent before it is confirmed.
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/admin/rate-schedules'))
          posts.push(request.url());
      });
      await general.fill('4.1');
      await form.getByRole('button', { name: 'Save schedule' }).click();
      const announced = dateLabel(inDays(14)); // the demo's announced schedule
      const confirmation = form.getByRole('heading', {
        name: `Confirm the differences from the schedule of ${announced}`,
      });
      await confirmation.waitFor();
      expect(await confirmation.evaluate((heading) => heading === document.activeElement)).toBe(true);
      const differences = form.getByRole('table', {
        name: `Differences from the schedule effective from ${announced}`,
      });
      expect(await differences.getByRole('row').allInnerTexts()).toEqual([
        expect.stringMatching(/^Table\s+Row\s+What\s+Before\s+After$/),
        expect.stringMatching(/^Deposits\s+Fixed Deposit, 7 to 45 days\s+General rate \(%\)\s+4\.25\s+4\.1$/),
      ]);
      expect(posts).toEqual([]);
      await expectAccessible(page);

      const saved = page.waitForResponse(
        (answer) => answer.url().endsWith('/api/admin/rate-schedules') && answer.request().method() === 'POST',
      );
      await form.getByRole('button', { name: 'Save with these differences' }).click();
      expect((await saved).status()).toBe(201);
      expect((await saved).request().postDataJSON()).toMatchObject({ effective_from: date, confirm_differences: true });
      await page.getByText('New Schedule Added Successfully').waitFor();
      await expect.poll(() => table.getByText('Upcoming').count()).toBe(2);

      const label = dateLabel(date);
      await page.getByRole('button', { name: `Delete the schedule effective from ${label}` }).click();
      await page.getByText('Schedule Deleted Successfully').waitFor();
      expect(dialogs).toContain(`Delete the schedule effective from ${label}?`);
      await expect.poll(() => table.getByText('Upcoming').count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('fits a phone: fields under their labels, names whole, problems linked, no sideways scroll', async () => {
    const { page, context } = await signedInPage(browser, product.url);
    try {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(`${product.url}/AdminPage/InterestRates`);
      await page.getByRole('table', { name: 'Rate schedules' }).getByText('In force').waitFor();
      await page.getByRole('button', { name: 'New schedule' }).click();
      const form = page.getByRole('form', { name: 'New schedule' });
      const scheme = form.getByRole('group', { name: 'Loans row 5' }).getByLabel('Scheme');
      await scheme.fill('');
      await form.getByRole('button', { name: 'Save schedule' }).click();
      await form.getByRole('link', { name: 'Loans row 5, Scheme: Enter the scheme' }).click();
      await expect.poll(() => scheme.evaluate((field) => field === document.activeElement)).toBe(true);
      expect(await cutTexts(form)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });

  it("shows a linked deposit card's rate as text with the link to the schedule, at 1440 and 360 px", async () => {
    const { page, context } = await signedInPage(browser, product.url);
    try {
      for (const width of [1440, 360]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${product.url}/AdminPage/EditDeposit`);
        await page.getByRole('button', { name: 'Edit Fixed Deposit' }).click();
        const form = page.getByRole('form', { name: 'Edit deposit' });
        const rate = form.getByRole('group', { name: 'Interest Rate (%)' });
        expect(await rate.locator('.field__value').innerText()).toBe('7.5');
        expect(await form.getByRole('spinbutton', { name: 'Interest Rate (%)' }).count()).toBe(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await expectAccessible(page);
      }
      await page
        .getByRole('group', { name: 'Interest Rate (%)' })
        .getByRole('link', { name: 'Set in the rate schedule' })
        .click();
      await page.waitForURL(`${product.url}/AdminPage/InterestRates`);
      await page.getByRole('table', { name: 'Rate schedules' }).getByText('In force').waitFor();
    } finally {
      await context.close();
    }
  });
});
