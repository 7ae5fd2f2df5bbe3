// Debian's Chromium (see chromium.mjs), and the checks every browser test makes.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page, Request } from 'playwright-core';

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
    // A page without frames is checked in one run inside it. The default gathers each frame's
    // partial results (every node checked, passes too), carries them out and sums them up in a
    // blank page of their own: two thirds of each check's time, which only a frame from another
    // origin needs. Neither front end has a frame; a page that gets one is checked the default way.
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 5)
        .join(', ')}`,
  );
}

/** A watched page's requests in flight, and who waits for there to be none. */
interface Traffic {
  requests: Set<Request>;
  waiting: Array<() => void>;
}
const traffic = new WeakMap<Page, Traffic>();

/**
 * Counts the page's requests in flight from now on, for settled(). openPage watches its pages; call it
 * for a page made otherwise before its first goto.
 */
export function watchRequests(page: Page): void {
  if (traffic.has(page)) return;
  const watched: Traffic = { requests: new Set(), waiting: [] };
  traffic.set(page, watched);
  const finished = (request: Request) => {
    watched.requests.delete(request);
    if (watched.requests.size === 0) for (const wake of watched.waiting.splice(0)) wake();
  };
  page.on('request', (request) => watched.requests.add(request));
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
}

/**
 * True once React has taken over the page's HTML, or on a page without its root: the root is React's
 * container (hydrateRoot and createRoot mark it at once) and each element in it is React's own (marked
 * as hydration reaches it, the outermost last).
 */
const reactHasTakenOver = () => {
  const root = document.getElementById('root');
  const marked = (node: object, prefix: string) => Object.keys(node).some((key) => key.startsWith(prefix));
  // A resource React 19 leaves in place (a <link> it hoisted from the server's render) is not its own element.
  const elements = root
    ? Array.from(root.children).filter((child) => !['LINK', 'SCRIPT', 'STYLE'].includes(child.tagName))
    : [];
  return !root || (marked(root, '__reactContainer') && elements.every((child) => marked(child, '__reactFiber')));
};

/** Waits until React has taken over the page's server HTML: its handlers are attached, its controls work. */
export async function hydrated(page: Page, { timeout = 15_000 } = {}): Promise<void> {
  await page.waitForFunction(reactHasTakenOver, null, { timeout });
}

/**
 * Waits until the page has settled: loaded; taken over by React where scripts run; and no request in
 * flight before and after two animation frames, so the reads, chunks, fonts and pictures its first
 * renders asked for have all arrived. Playwright's 'networkidle' waits for the same and then 500 ms
 * more of silence on every page; this goes on as soon as the page is quiet. Fails saying what it
 * still waited for.
 */
export async function settled(page: Page, { javaScriptEnabled = true, timeout = 30_000 } = {}): Promise<void> {
  const watched = traffic.get(page);
  if (!watched) throw new Error('settled(): call watchRequests(page) before the page is opened');
  const deadline = Date.now() + timeout;
  const left = () => Math.max(1, deadline - Date.now());
  const stuck = (what: string) => new Error(`${page.url()} did not settle in ${timeout / 1000} s: ${what}`);
  await page.waitForLoadState('load', { timeout: left() });
  if (javaScriptEnabled)
    await hydrated(page, { timeout: left() }).catch(() => {
      throw stuck('React never took over its HTML');
    });
  for (;;) {
    if (watched.requests.size > 0) {
      let timer: NodeJS.Timeout | undefined;
      const quiet = await Promise.race([
        new Promise<boolean>((resolve) => watched.waiting.push(() => resolve(true))),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), left()))),
      ]);
      clearTimeout(timer);
      if (!quiet) throw stuck(`still waiting for ${[...watched.requests].map((request) => request.url()).join(', ')}`);
    }
    // What the renders and observers of the next two frames ask for (a chunk, a picture near the screen).
    if (javaScriptEnabled)
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    if (watched.requests.size === 0) return;
  }
}

/**
 * Opens `url` in a context of its own (axe-core needs one, and each page starts with nothing cached
 * or stored), watching it for problems, once it has settled. The context closes with the page.
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
  watchRequests(page);
  await page.goto(url);
  await settled(page, { javaScriptEnabled });
  return { page, problems };
}
