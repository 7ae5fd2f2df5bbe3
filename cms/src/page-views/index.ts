import { splitLocalePath } from '@bank/shared';
import type { IncomingMessage } from 'http';
import { bankDateOf, nowMs } from '../lib/clock';
import { clientAddressOf } from '../lib/client-address';
import { forgetOnTestReset } from '../lib/test-state';
import { PageViewCounter } from './page-view-counter';
import { addDailyViews, ensurePageViewIndex } from './page-view-store';

export { readDailyViews, readMonthlyViews } from './page-view-store';

const REPEAT_WINDOW_MS = 60_000;
const MAX_REMEMBERED = 100_000;
// A reader opens a few pages a minute; an office behind one address, a few dozen.
const MAX_PER_ADDRESS = 60;

let counter: PageViewCounter | undefined;
let timer: NodeJS.Timeout | undefined;
let flushing: Promise<void> = Promise.resolve();

function flushSeconds(): number {
  const value = Number(process.env.PAGE_VIEWS_FLUSH_SECONDS);
  return Number.isFinite(value) && value > 0 ? value : 10;
}

/** Starts counting (PAGE_VIEWS=false: not at all) and writing the counts every PAGE_VIEWS_FLUSH_SECONDS. */
export async function startPageViews(): Promise<void> {
  await ensurePageViewIndex();
  if (process.env.PAGE_VIEWS === 'false') return;
  const newCounter = () =>
    new PageViewCounter({
      repeatWindowMs: REPEAT_WINDOW_MS,
      maxRemembered: MAX_REMEMBERED,
      maxPerAddress: MAX_PER_ADDRESS,
      dateOf: bankDateOf,
    });
  counter = newCounter();
  const writeEvery = () => {
    if (timer) clearInterval(timer);
    timer = setInterval(() => void flushPageViews(), flushSeconds() * 1000);
    timer.unref();
  };
  // Views counted but not yet written, and the repeats remembered, belong to the test file before;
  // the file after may write them at its own pace (test-control/, POST /api/test/settings).
  forgetOnTestReset(async () => {
    await flushing;
    counter = newCounter();
    writeEvery();
  });
  writeEvery();
}

/** Writes what was counted since the last write and forgets expired repeats. One write at a time. */
export function flushPageViews(): Promise<void> {
  flushing = flushing.then(async () => {
    if (!counter) return;
    counter.forgetExpired(nowMs());
    const counts = counter.takePending();
    try {
      await addDailyViews(counts);
    } catch (error) {
      // Kept for the next write: a busy or restarting database loses no views.
      counter.putBack(counts);
      // A thrown value: here always an Error (from Node, the driver or our code).
      strapi.log.warn(
        `Page views not written (${counts.length} rows kept for the next try): ${(error as Error).message}`,
      );
    }
  });
  return flushing;
}

/** Stops the timer and writes the last counts (the process is shutting down). */
export async function stopPageViews(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = undefined;
  await flushPageViews();
  counter = undefined;
}

// A page the browser fetches ahead of a click (Speculation Rules, <link rel=prefetch>) may never be seen.
const isPrefetch = (request: IncomingMessage) => {
  const purpose = request.headers['sec-purpose'] ?? request.headers.purpose;
  return purpose !== undefined && /prefetch|prerender/i.test(String(purpose));
};

/**
 * Counts a view of the public page at `path` (its canonical address): called for a GET answered
 * with the page (a document request, cached or rendered) and for the site's notice of a
 * client-side navigation (POST /api/page-views). HEAD requests and prefetches are not views.
 * A page in Marathi or Hindi (/mr/Deposits) counts as a view of the page (/Deposits): the
 * dashboard and the Pages table name pages, whatever language they were read in.
 */
export function countPageView(request: IncomingMessage, path: string): void {
  if (!counter || request.method === 'HEAD' || isPrefetch(request)) return;
  counter.count({
    address: clientAddressOf(request),
    userAgent: request.headers['user-agent'],
    path: splitLocalePath(path).path,
    at: nowMs(),
  });
}
