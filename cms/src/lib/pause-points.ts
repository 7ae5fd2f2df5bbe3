import { forgetOnTestReset } from './test-state';

/**
 * The steps a test may stop a write at, to end the process there (kill -9, as a crash would) and see
 * what a restart finds: an approval once it has claimed its change, once its writes are made (not yet
 * committed), and once they are committed (the public cache not yet dropped).
 */
export const PAUSE_POINTS = ['approval:claimed', 'approval:applied', 'approval:committed'] as const;
export type PausePoint = (typeof PAUSE_POINTS)[number];

/** Each armed point, with what to tell the test when a write reaches it. */
const armed = new Map<PausePoint, () => void>();
/** The writes stopped at a point, with what lets each go on. */
const paused = new Map<PausePoint, () => void>();
forgetOnTestReset(() => {
  armed.clear();
  for (const point of [...paused.keys()]) resumeAt(point);
});

export const isPausePoint = (name: unknown): name is PausePoint => (PAUSE_POINTS as readonly unknown[]).includes(name);

/**
 * Tests only (the test control arms it; nothing else does, and a production server has no test
 * control): the next write to reach `point` stops there, and the test is told; it goes on when the
 * test resumes it, or never if the test ends the process. Elsewhere, and once passed, nothing.
 */
export async function pausePoint(point: PausePoint): Promise<void> {
  const reached = armed.get(point);
  if (!reached) return;
  armed.delete(point);
  await new Promise<void>((resume) => {
    paused.set(point, resume);
    reached();
  });
}

/** Lets the write stopped at `point` go on (test control); false when none is stopped there. */
export function resumeAt(point: PausePoint): boolean {
  const resume = paused.get(point);
  if (!resume) return false;
  paused.delete(point);
  resume();
  return true;
}

/** Arms `point` (test control): resolves when a write has reached it and stopped there. */
export const pauseAt = (point: PausePoint): Promise<void> =>
  new Promise((resolve) => {
    armed.set(point, resolve);
  });
