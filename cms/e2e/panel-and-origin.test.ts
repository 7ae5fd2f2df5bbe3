import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK } from '@bank/shared';
import { DEMO_SUPERADMIN, apiClient, type Json } from '../tests/support/api';
import { startServer, type TestServer } from '../tests/support/server';
import { launchBrowser, watchForProblems } from './browser';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ seed: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('in a real browser', () => {
  it('loads the public site and the back office from one origin with no CSP violation', async () => {
    const page = await browser.newPage();
    const problems = watchForProblems(page);
    await page.goto(`${server.url}/`);
    await page.getByText(BANK.name).first().waitFor();
    await page.goto(`${server.url}/AdminLogin`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('lets the super-admin sign in to the Strapi panel and edit a deposit that the public API then serves', async () => {
    const api = apiClient(server.url);
    const [deposit] = (await api.get('/api/deposits')).body;
    const page = await browser.newPage();
    const problems = watchForProblems(page);

    await page.goto(`${server.url}/admin`);
    await page.locator('input[name="email"]').fill(DEMO_SUPERADMIN.email);
    await page.locator('input[name="password"]').fill(DEMO_SUPERADMIN.password);
    await page.getByRole('button', { name: /login/i }).click();
    await page.waitForURL(/\/admin(\/)?$/, { timeout: 30_000 });

    // The panel opens a guided tour for a new super-admin over the page once its steps have loaded,
    // sooner or later on a busy machine: whenever it stands in the way of an action, it is skipped.
    await page.addLocatorHandler(page.getByRole('button', { name: 'Skip' }), (skip) => skip.click());
    await page.goto(`${server.url}/admin/content-manager/collection-types/api::deposit.deposit`);
    await page.getByText(deposit.name, { exact: true }).first().click();
    const details = page.locator('textarea[name="details"]');
    await details.waitFor();
    await details.fill(`${deposit.details} Revised by the panel.`);
    await page.getByRole('button', { name: /^save$/i }).click();
    await page.getByText('Saved document').first().waitFor({ timeout: 15_000 });

    const updated = (await api.get('/api/deposits')).body.find((row: Json) => row.id === deposit.id);
    expect(updated.details).toBe(`${deposit.details} Revised by the panel.`);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("opens a published PDF from /uploads in the browser's own viewer, in place", async () => {
    const [document] = (await apiClient(server.url).get('/api/documents')).body;
    const page = await browser.newPage();
    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));
    const answer = await page.goto(`${server.url}${document.document}`);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['content-type']).toBe('application/pdf');
    // The viewer is a frame of its own inside the page; a file the browser would not open is downloaded instead.
    await expect
      .poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-extension://')), { timeout: 30_000 })
      .toBe(true);
    expect(downloads).toEqual([]);
    await page.close();
  });
});
