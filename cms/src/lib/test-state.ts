/**
 * What a module keeps in memory that a test harness's reset between test files must forget, so
 * that one file never sees another's state through a server they share (test-control/). Each
 * module registers its own forgetting here; outside tests nobody ever calls it.
 */
type Forget = () => Promise<void> | void;
const forgetters = new Set<Forget>();

/** Registers what to forget at a reset (tests only). */
export function forgetOnTestReset(forget: Forget): void {
  forgetters.add(forget);
}

/** Forgets every module's state (test-control/'s reset, after the database is back to its snapshot). */
export async function forgetTestState(): Promise<void> {
  for (const forget of forgetters) await forget();
}
