import { nowMs, onTestClockMoved } from '../lib/clock';
import { moveChange, readChange, scheduledChanges } from './change-requests';
import { applyClaimed, whenScheduled } from './decisions';

/** How often every process looks for changes scheduled by another (CHANGE_POLL_SECONDS, default 30). */
const pollMs = () => Math.max(1, Number(process.env.CHANGE_POLL_SECONDS) || 30) * 1000;

let timer: NodeJS.Timeout | undefined;
let running: Promise<void> | undefined;
let stopped = true;
let stopClockListener: (() => void) | undefined;

/**
 * Applies every scheduled change whose time has come. Each process may find the same one: the
 * conditional update from 'scheduled' to 'applying' lets exactly one of them apply it; a change
 * whose record moved on meanwhile becomes 'failed' with the reason.
 */
async function applyDue(): Promise<void> {
  const now = nowMs();
  for (const due of (await scheduledChanges()).filter((change) => change.publish_at <= now)) {
    if (!(await moveChange(due.id, 'scheduled', { status: 'applying' }))) continue;
    const change = await readChange(due.id);
    if (!change) continue;
    try {
      await applyClaimed(change, 'failed');
    } catch (error) {
      // applyClaimed marked it failed.
      strapi.log.error(`Scheduled change ${due.id} failed: ${(error as Error).message}`);
    }
  }
}

/** Sleeps until the nearest scheduled time in this process's knowledge, or the next poll, whichever is first. */
async function arm(): Promise<void> {
  if (stopped) return;
  clearTimeout(timer);
  const times = (await scheduledChanges()).map((change) => change.publish_at);
  const next = times.length ? Math.min(...times) - nowMs() : Infinity;
  timer = setTimeout(tick, Math.max(0, Math.min(next, pollMs())));
  timer.unref();
}

function tick(): void {
  running = (async () => {
    try {
      await applyDue();
    } catch (error) {
      strapi.log.error(`Applying scheduled changes failed: ${(error as Error).message}`);
    }
    try {
      await arm();
    } catch (error) {
      strapi.log.error(`Scheduling changes failed: ${(error as Error).message}`);
    }
  })();
}

/** bootstrap(): every process applies what is due, then wakes at each scheduled time and polls for others'. */
export function startScheduledChanges(): void {
  stopped = false;
  whenScheduled(() => void arm().catch((error) => strapi.log.error(`Scheduling changes failed: ${error.message}`)));
  tick();
  // The test clock moved: what is due by the new time is applied before the move is answered.
  stopClockListener = onTestClockMoved(async () => {
    await running;
    if (stopped) return;
    tick();
    await running;
  });
}

export async function stopScheduledChanges(): Promise<void> {
  stopped = true;
  stopClockListener?.();
  clearTimeout(timer);
  await running;
}
