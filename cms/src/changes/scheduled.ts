import { CHANGE_MESSAGES } from '@bank/shared';
import { sweepUncommittedFiles } from '../lib/uploads';
import { nowMs, onTestClockMoved } from '../lib/clock';
import { runEachBankDay, type DailyTask } from '../lib/each-bank-day';
import { keptSince } from '../activity/kept-files';
import { changesLeftApplying, readChange, releaseHeldFilesDecidedBefore, scheduledChanges } from './change-requests';
import { removeHeldFiles } from './held-files';
import { applyChange, approverStill, whenScheduled } from './decisions';
import { moveLogged } from './decision-entries';

/** How often every process looks for changes scheduled by another (CHANGE_POLL_SECONDS, default 30). */
const pollMs = () => Math.max(1, Number(process.env.CHANGE_POLL_SECONDS) || 30) * 1000;

let timer: NodeJS.Timeout | undefined;
let running: Promise<void> | undefined;
let stopped = true;
let stopClockListener: (() => void) | undefined;
let heldFilesCleanUp: Promise<DailyTask> | undefined;

/** The daily clean-up: the held files of changes decided over the retention period ago go. */
async function removeHeldFilesOfDecidedChanges(): Promise<void> {
  const removed = await releaseHeldFilesDecidedBefore(keptSince(), removeHeldFiles);
  if (removed > 0) strapi.log.info(`Removed ${removed} held files of changes decided over the retention period ago`);
}

/**
 * Applies every scheduled change whose time has come. Each process may find the same one: the
 * claim in the apply's transaction lets exactly one of them apply it; a change whose record moved on
 * meanwhile becomes 'failed' with the reason. One whose approver may no longer approve (blocked, or
 * their role taken away since) is not applied: it waits again for another approver.
 */
async function applyDue(): Promise<void> {
  const now = nowMs();
  for (const due of (await scheduledChanges()).filter((change) => change.publish_at <= now)) {
    const change = await readChange(due.id);
    if (change?.status !== 'scheduled') continue;
    const approver = await approverStill(change);
    if (!approver) {
      const why = `its approver (account ${change.approver_id}) may no longer approve changes`;
      // Back with the others waiting, saying why, for another approver: nothing of it is lost.
      const waiting = {
        status: 'pending',
        approver_id: null,
        decided_at: null,
        publish_at: null,
        reason: CHANGE_MESSAGES.approverGone,
      } as const;
      const moved = await moveLogged(change, 'scheduled', waiting, 'change_wait', `not applied at its time: ${why}`);
      if (moved)
        strapi.log.warn(`Scheduled change ${change.id} was not applied: ${why}. It waits for another approver.`);
      continue;
    }
    try {
      await applyChange(change, 'scheduled', { approver, decidedAt: new Date(change.decided_at ?? nowMs()) });
    } catch (error) {
      // applyChange marked it failed.
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

/**
 * A change an earlier version of the server left 'applying' when its process ended (it committed
 * its claim before applying; this one never does): back to waiting, pending if it was approved to
 * apply at once (approver cleared), else scheduled for its time; logged.
 */
async function sweepLeftApplying(): Promise<void> {
  const moved = { pending: [] as number[], scheduled: [] as number[] };
  for (const change of await changesLeftApplying()) {
    const status: 'pending' | 'scheduled' = change.publish_at === null ? 'pending' : 'scheduled';
    const back = status === 'pending' ? { status, approver_id: null, decided_at: null } : { status };
    const detail = `left applying by a server that stopped: ${status} again`;
    if (await moveLogged(change, 'applying', back, 'change_wait', detail)) moved[status].push(change.id);
  }
  for (const [status, ids] of Object.entries(moved))
    if (ids.length)
      strapi.log.warn(`Changes left applying by a server that stopped are ${status} again: ${ids.join(', ')}`);
}

/**
 * bootstrap(): changes an earlier server left half-applied wait again; then every process applies
 * what is due, and wakes at each scheduled time and polls for others'.
 */
export async function startScheduledChanges(): Promise<void> {
  await sweepLeftApplying();
  // The bytes an approval stored before its process ended (kill -9) mid-transaction.
  const orphans = await sweepUncommittedFiles();
  if (orphans) strapi.log.warn(`Removed the bytes of ${orphans} file(s) stored by an approval that never committed`);
  stopped = false;
  heldFilesCleanUp = runEachBankDay('Removing the held files of decided changes', removeHeldFilesOfDecidedChanges);
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
  void heldFilesCleanUp?.then((task) => task.stop());
  heldFilesCleanUp = undefined;
  clearTimeout(timer);
  await running;
}
