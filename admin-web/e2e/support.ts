// What every back-office browser test shares: sign-in, captured native alerts, test files, axe.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { DEMO_ADMIN, type Credentials } from '@bank/testing/product';
import { accessibilityViolations, watchForProblems } from '@bank/testing/browser';

/** A real 1×1 PNG. */
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A minimal, valid one-page PDF. */
const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export const pngFile = (name = 'picture.png') => ({ name, mimeType: 'image/png', buffer: PNG_BYTES });
/** A real PNG of the given size, in the bank's blue. */
export const solidPng = async (name: string, width: number, height: number) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width, height, channels: 3, background: { r: 11, g: 61, b: 145 } } })
    .png()
    .toBuffer(),
});
export const pdfFile = (name = 'document.pdf') => ({ name, mimeType: 'application/pdf', buffer: PDF_BYTES });
/** Text that only pretends to be a picture or a PDF by its name. */
export const fakeFile = (name: string, mimeType: string) => ({
  name,
  mimeType,
  buffer: Buffer.from('plain text, not a picture\n'),
});

/** A page whose native alerts are accepted and recorded, and whose CSP problems are collected. */
export async function openPage(context: BrowserContext) {
  const page = await context.newPage();
  // A screen that does not show what it should fails fast instead of waiting half a minute.
  page.setDefaultTimeout(10_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  const problems = watchForProblems(page);
  return { page, dialogs, problems };
}

/** Fills the sign-in form (the demo Administrator unless told) and sends it, from a fresh /AdminLogin. */
export async function submitSignIn(page: Page, url: string, credentials: Credentials = DEMO_ADMIN) {
  await page.goto(`${url}/AdminLogin`);
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Signs in with the password alone (the demo Administrator unless told) and waits for the back office. */
export async function signIn(page: Page, url: string, credentials: Credentials = DEMO_ADMIN) {
  await submitSignIn(page, url, credentials);
  await page.waitForURL(`${url}/AdminPage`);
}

/** A fresh context with a signed-in administrator. */
export async function signedInPage(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const opened = await openPage(context);
  await signIn(opened.page, url);
  return { context, ...opened };
}

/** Waits until `text` was alerted, then forgets the recorded alerts. */
export async function expectAlert(dialogs: string[], text: string) {
  await expect.poll(() => dialogs, { timeout: 10_000 }).toContain(text);
  dialogs.length = 0;
}

export async function expectAccessible(page: Page) {
  expect(await accessibilityViolations(page)).toEqual([]);
}

/** axe finds nothing on the page, and the page is no wider than the window, at each of these widths (a desktop's and a phone's by default). */
export async function expectAccessibleAtWidths(page: Page, widths: readonly number[] = [1440, 360]) {
  const before = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect({ width, violations: await accessibilityViolations(page) }).toEqual({ width, violations: [] });
    // Nothing widens the page past the window: a phone never scrolls sideways.
    expect({ width, pageWidth: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({
      width,
      pageWidth: width,
    });
  }
  if (before) await page.setViewportSize(before);
}

/** What a screen reader reads after a field's name: the texts its aria-describedby names. */
export function accessibleDescription(field: Locator): Promise<string> {
  return field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .filter(Boolean)
      .join(' '),
  );
}

/** The text of the file the browser downloads when `button` is clicked (a CSV export, say). */
export async function downloadedText(page: Page, button: Locator): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
