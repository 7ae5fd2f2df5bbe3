import { addDays, bankToday, nowMs, onTestClockMoved, startOfBankDay } from './clock';

/** A task run at start and again a second after each midnight in India; stop() ends it. */
export interface DailyTask {
  stop(): void;
}

/**
 * Runs `task` now and a second after every midnight in India, by the server's clock (so a test
 * moves it with TEST_NOW), in each process. A failure is logged (saying when it is tried again) and
 * never stops the next run. Tasks that must happen once whichever process runs them make their
 * writes conditional themselves.
 */
export async function runEachBankDay(what: string, task: () => Promise<void>): Promise<DailyTask> {
  let running = true;
  let timer: NodeJS.Timeout | undefined;
  let lastDay = '';
  const run = () => {
    lastDay = bankToday();
    return task().catch((error) => {
      // A thrown value: here always an Error (from Node, the driver or our code).
      strapi.log.warn(`${what} failed now (tried again at the next midnight or start): ${(error as Error).message}`);
    });
  };
  const atNextMidnight = () => {
    if (!running) return;
    clearTimeout(timer);
    const wait = startOfBankDay(addDays(bankToday(), 1)) - nowMs() + 1000;
    timer = setTimeout(() => void run().then(atNextMidnight), wait);
    timer.unref();
  };
  await run();
  atNextMidnight();
  // The test clock moved to another bank day: that day's run now, as a midnight would have made it.
  const unsubscribe = onTestClockMoved(async () => {
    if (!running) return;
    if (bankToday() !== lastDay) await run();
    atNextMidnight();
  });
  return {
    stop() {
      running = false;
      unsubscribe();
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
