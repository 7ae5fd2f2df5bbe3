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
 * as hydration reaches it, the outermost last). A page that hydrates in islands (its root marked
 * `data-hydrate-islands`, web/src/lib/hydration.ts) is taken over when each island is.
 */
const reactHasTakenOver = () => {
  const root = document.getElementById('root');
  const marked = (node: object, prefix: string) => Object.keys(node).some((key) => key.startsWith(prefix));
  // A resource React 19 leaves in place (a <link> it hoisted from the server's render) is not its own element.
  const takenOver = (container: Element) =>
    marked(container, '__reactContainer') &&
    Array.from(container.children)
      .filter((child) => !['LINK', 'SCRIPT', 'STYLE'].includes(child.tagName))
      .every((child) => marked(child, '__reactFiber'));
  if (!root) return true;
  if (!root.hasAttribute('data-hydrate-islands')) return takenOver(root);
  return Array.from(root.querySelectorAll('[data-island]')).every(takenOver);
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

/** Pages given back by close(), for the next openPage of the same browser, by whether they run scripts. */
const sparePages = new WeakMap<Browser, Map<boolean, Page[]>>();
/** Pages a test changed in a way nothing undoes (a clock, an init script, …): close() really closes them. */
const changedForGood = new WeakSet<Page>();

/** What a page or its context cannot take back once called: a page a test called one of them on is not given out again. */
const IRREVERSIBLE = {
  page: ['addInitScript', 'exposeBinding', 'exposeFunction', 'addLocatorHandler', 'setExtraHTTPHeaders'],
  context: [
    'addInitScript',
    'exposeBinding',
    'exposeFunction',
    'setExtraHTTPHeaders',
    'setGeolocation',
    'setOffline',
    'setHTTPCredentials',
  ],
  clock: ['install', 'setFixedTime', 'setSystemTime', 'fastForward', 'runFor', 'pauseAt', 'resume'],
} as const;

function markIrreversibleUse(page: Page): void {
  const watch = (target: object, methods: readonly string[]) => {
    for (const method of methods) {
      const original = (target as Record<string, (...args: unknown[]) => unknown>)[method];
      Object.defineProperty(target, method, {
        configurable: true,
        value: (...args: unknown[]) => {
          changedForGood.add(page);
          return original.apply(target, args);
        },
      });
    }
  };
  watch(page, IRREVERSIBLE.page);
  watch(page.context(), IRREVERSIBLE.context);
  // One clock object where the page's is its context's: wrapped once.
  for (const clock of new Set([page.clock, page.context().clock])) watch(clock, IRREVERSIBLE.clock);
}

/**
 * Empties a page for its next test, as a new context would start it: nothing stored, cached or
 * allowed, no handler, route, other tab or emulated medium left, on a blank document. False when it
 * cannot be (a crash, a changed clock): then it is closed instead.
 */
async function emptied(page: Page): Promise<boolean> {
  if (changedForGood.has(page) || page.isClosed()) return false;
  const context = page.context();
  try {
    page.removeAllListeners();
    traffic.delete(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    for (const other of context.pages()) if (other !== page) await other.close();
    const address = page.url();
    const origin = address.startsWith('http') ? new URL(address).origin : undefined;
    // Session storage belongs to the tab, not to the origin's data: only the page itself clears it.
    if (origin) await page.evaluate(() => (sessionStorage.clear(), localStorage.clear())).catch(() => undefined);
    await page.goto('about:blank');
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.clearBrowserCache');
    if (origin) await devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await devtools.detach();
    await context.clearCookies();
    await context.clearPermissions();
    await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null });
    page.setDefaultTimeout(30_000);
    page.setDefaultNavigationTimeout(30_000);
    return true;
  } catch {
    return false;
  }
}

/**
 * A page as a new context starts it, at `viewport` (openPage's, for a test that opens its address itself): one given back by an earlier test when there is
 * one, else a new context's. A page's first address starts a renderer process, on this project's
 * 2-core machines 0.8 s of CPU and over a second of wait; a page opened again reuses it. Its
 * close() gives it back, emptied (or closes it with its context when it cannot be emptied).
 */
export async function cleanPage(
  browser: Browser,
  { viewport, javaScriptEnabled }: { viewport: { width: number; height: number }; javaScriptEnabled: boolean },
): Promise<Page> {
  let spares = sparePages.get(browser);
  if (!spares) sparePages.set(browser, (spares = new Map()));
  const ofKind = spares.get(javaScriptEnabled) ?? [];
  spares.set(javaScriptEnabled, ofKind);
  const spare = ofKind.pop();
  if (spare) {
    await spare.setViewportSize(viewport);
    return spare;
  }
  const context = await browser.newContext({ viewport, javaScriptEnabled });
  const page = await context.newPage();
  markIrreversibleUse(page);
  const close = page.close.bind(page);
  page.close = async (options) => {
    if (await emptied(page)) ofKind.push(page);
    // The browser may already be closing after the last test; a context closed twice is no failure.
    else
      await close(options)
        .then(() => context.close())
        .catch(() => undefined);
  };
  return page;
}

/**
 * Opens `url` in a clean page (see cleanPage: axe-core needs a page of its own, and each page starts
 * with nothing cached or stored), watching it for problems, once it has settled. Its close() gives
 * it back for the next test.
 */
export async function openPage(
  browser: Browser,
  url: string,
  { viewport = { width: 1440, height: 900 }, javaScriptEnabled = true } = {},
): Promise<{ page: Page; problems: string[] }> {
  const page = await cleanPage(browser, { viewport, javaScriptEnabled });
  const problems = watchForProblems(page);
  watchRequests(page);
  await page.goto(url);
  await settled(page, { javaScriptEnabled });
  return { page, problems };
}
