// Debian's Chromium (see chromium.mjs), and the checks every browser test makes.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export { CHROMIUM_PATH, launchBrowser } from './chromium.mjs';

/** Content-Security-Policy violations and uncaught errors a page reports while it is used. */
export function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  return problems;
}

/** axe-core's violations on the page as it is now, one readable line each (empty when clean). */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(', ')}`,
  );
}
