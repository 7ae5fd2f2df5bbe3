// Debian's Chromium (see chromium.mjs), and the checks every browser test makes.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';

export { CHROMIUM_PATH, launchBrowser } from './chromium.mjs';

/** Content-Security-Policy violations and uncaught errors a page reports while it is used. */
export function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
      problems.push(message.text());
  });
  return problems;
}

/** A toast (react-toastify, both front ends) sliding in or out: its classes while it moves. */
const TOAST_IN_MOTION = '[class*="Toastify__bounce-enter"], [class*="Toastify__bounce-exit"]';

/**
 * axe-core's violations on the page as it is now, one readable line each (empty when clean). It waits
 * for any toast to stop moving first: half faded, a toast's text fails the contrast rule it passes
 * once it is still, so a toast closing by itself would otherwise fail a test now and then.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  await page.locator(TOAST_IN_MOTION).first().waitFor({ state: 'detached' });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // The same rules and the same violations; axe leaves out the nodes that passed (or were
    // inapplicable), whose selectors it otherwise builds one by one: a quarter of each check's time.
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 5)
        .join(', ')}`,
  );
}

/**
 * Opens `url` in a context of its own (axe-core needs one, and each page starts with nothing cached
 * or stored), watching it for problems, once the network is quiet. The context closes with the page.
 */
export async function openPage(
  browser: Browser,
  url: string,
  { viewport = { width: 1440, height: 900 }, javaScriptEnabled = true } = {},
): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport, javaScriptEnabled });
  const page = await context.newPage();
  // The browser may already be closing after the last test; a context closed twice is no failure.
  page.on('close', () => void context.close().catch(() => undefined));
  const problems = watchForProblems(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  return { page, problems };
}
