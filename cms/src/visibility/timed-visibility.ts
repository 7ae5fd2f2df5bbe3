import type { UID } from '@strapi/strapi';
import { LIST_RESOURCES } from '../resources';
import { nowMs, onTestClockMoved } from '../lib/clock';
import { publicCache } from '../cache/public-cache';

/** A content type whose records leave the public site at a time of their own: the field that holds it. */
interface TimedContentType {
  uid: UID.ContentType;
  field: string;
}

/** Every list resource whose rule declares an unpublish field (news; notices once they declare theirs). */
const TIMED: readonly TimedContentType[] = LIST_RESOURCES.flatMap((resource) =>
  resource.rule.unpublishField ? [{ uid: resource.uid, field: resource.rule.unpublishField }] : [],
);
const TIMED_UIDS: ReadonlySet<string> = new Set(TIMED.map(({ uid }) => uid));

/** setTimeout's longest wait; a later instant is reached by waiting again. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

let timer: NodeJS.Timeout | undefined;
/** Which arming is the latest: an older one that finishes reading later sets no timer. */
let arming = 0;
let running = false;
let log: (message: string) => void = () => {};
let stopClockListener: (() => void) | undefined;

/** The earliest unpublish time still ahead (ms since the epoch), of any timed content type, or null. */
async function nextUnpublishTime(): Promise<number | null> {
  const now = new Date(nowMs()).toISOString();
  const times = await Promise.all(
    TIMED.map(async ({ uid, field }) => {
      const [next] = await strapi.db.query(uid).findMany({
        select: [field],
        where: { [field]: { $gt: now } },
        orderBy: { [field]: 'asc' },
        limit: 1,
      });
      // The timed field is a datetime attribute: the driver gives a Date, a number or an ISO string.
      const value = (next as Record<string, unknown> | undefined)?.[field] as Date | string | number | undefined;
      return value == null ? null : new Date(value).getTime();
    }),
  );
  const ahead = times.filter((time): time is number => time !== null);
  return ahead.length > 0 ? Math.min(...ahead) : null;
}

/** Whether any timed record leaves the site after `from` and no later than `to` (ms). */
async function unpublishTimeBetween(from: number, to: number): Promise<boolean> {
  const [after, until] = [new Date(from).toISOString(), new Date(to).toISOString()];
  const counts = await Promise.all(
    TIMED.map(({ uid, field }) => strapi.db.query(uid).count({ where: { [field]: { $gt: after, $lte: until } } })),
  );
  return counts.some((count) => count > 0);
}

/**
 * Sets this process's one timer to the next unpublish time. When it fires, this process drops the
 * timed content types' answers (and every page) from its own cache; the invalidation arms the timer
 * again for the time after.
 */
async function arm(): Promise<void> {
  arming += 1;
  const mine = arming;
  const next = await nextUnpublishTime();
  if (mine !== arming || !running) return;
  clearTimeout(timer);
  timer = undefined;
  if (next === null) return;
  const wait = Math.max(0, next - nowMs());
  timer = setTimeout(
    () => {
      if (nowMs() < next) return void rearm();
      // This process's cache only: every process holds its own timer to the same instant.
      publicCache.invalidate([...TIMED_UIDS]);
    },
    Math.min(wait, LONGEST_WAIT_MS),
  );
  // The timer alone keeps no process alive.
  timer.unref();
}

function rearm(): void {
  arm().catch((error: unknown) => log(`Timed visibility: could not read the next unpublish time: ${String(error)}`));
}

/**
 * bootstrap(): drops the public answers of a timed content type at each record's unpublish time,
 * in every process, with no one touching anything. Each process arms its own timer to the next
 * unpublish time it reads (all read the same database and clock, so all fire at the same instant)
 * and re-arms it on every invalidation of a timed content type: its own writes and those of other
 * processes, which reach it as invalidation messages. The public reads leave the record out by the
 * clock itself (content/list-resource.ts, visibleNow); the timer only drops what was kept before.
 */
export async function startTimedVisibility(logger: { warn: (message: string) => void }): Promise<void> {
  if (TIMED.length === 0) return;
  log = (message) => logger.warn(message);
  running = true;
  publicCache.onInvalidation((contentTypes) => {
    if (running && (contentTypes === '*' || contentTypes.some((uid) => TIMED_UIDS.has(uid)))) rearm();
  });
  // The test clock moved: when it passed an unpublish time, the timer fires now as it would have
  // then; the timer is set again from the new time either way.
  stopClockListener = onTestClockMoved(async ({ from, to }) => {
    if (!running) return;
    if (await unpublishTimeBetween(from, to)) publicCache.invalidate([...TIMED_UIDS]);
    await arm();
  });
  await arm();
}

export function stopTimedVisibility(): void {
  running = false;
  stopClockListener?.();
  clearTimeout(timer);
  timer = undefined;
}
