import { isbot } from 'isbot';

/** One request for a public page, as the counter sees it (nothing of it is stored but the path). */
export interface Visit {
  address: string;
  userAgent: string | undefined;
  path: string;
  /** Milliseconds since the epoch. */
  at: number;
}

/** Views of one page on one bank day: a row of the page_views table, and of the admin API's answer. */
export interface DailyViews {
  date: string;
  path: string;
  views: number;
}

export interface CounterOptions {
  /** A repeat of the same page by the same client within this time is not a new view. */
  repeatWindowMs: number;
  /** At most this many recent (client, page) pairs are remembered; the oldest go first. */
  maxRemembered: number;
  /** Views counted per address in one repeat window at most: one address cannot pad the counts by changing its user agent. */
  maxPerAddress: number;
  /** The bank day (YYYY-MM-DD, India) an instant falls in. */
  dateOf: (at: number) => string;
}

const SEPARATOR = '\n';
const MAX_BOT_VERDICTS = 2_000;

/**
 * Counts page views in memory, to be written in batches (`takePending`). A view is a request by a
 * browser (a user agent that is there and is not a crawler's, as the isbot list knows them) that is
 * not a repeat of the same page by the same address and user agent within the repeat window, nor
 * beyond the address's limit in that window. The pairs and addresses seen are held in memory only,
 * in the order counted, so forgetting the expired ones reads only those.
 */
export class PageViewCounter {
  private readonly lastCounted = new Map<string, number>();
  /** Per address: when its current window began and how many views it has counted in it. */
  private readonly addressWindows = new Map<string, { since: number; views: number }>();
  private readonly botVerdicts = new Map<string, boolean>();
  private pending = new Map<string, number>();

  constructor(private readonly options: CounterOptions) {}

  /** True when the visit was counted. */
  count({ address, userAgent, path, at }: Visit): boolean {
    if (!userAgent || this.isBot(userAgent)) return false;
    const client = `${address}${SEPARATOR}${userAgent}${SEPARATOR}${path}`;
    const last = this.lastCounted.get(client);
    if (last !== undefined && at - last < this.options.repeatWindowMs) return false;
    if (!this.withinAddressLimit(address, at)) return false;
    this.lastCounted.delete(client);
    this.lastCounted.set(client, at);
    if (this.lastCounted.size > this.options.maxRemembered) this.lastCounted.delete(this.lastCounted.keys().next().value!);
    const day = `${this.options.dateOf(at)}${SEPARATOR}${path}`;
    this.pending.set(day, (this.pending.get(day) ?? 0) + 1);
    return true;
  }

  /** Forgets the pairs and address windows that have passed (they would start afresh anyway). */
  forgetExpired(now: number): void {
    for (const [client, at] of this.lastCounted) {
      if (now - at < this.options.repeatWindowMs) break;
      this.lastCounted.delete(client);
    }
    for (const [address, window] of this.addressWindows) {
      if (now - window.since < this.options.repeatWindowMs) break;
      this.addressWindows.delete(address);
    }
  }

  private withinAddressLimit(address: string, at: number): boolean {
    let window = this.addressWindows.get(address);
    if (!window || at - window.since >= this.options.repeatWindowMs) {
      // A new window goes to the end, so the map stays ordered by when windows began.
      this.addressWindows.delete(address);
      window = { since: at, views: 0 };
      this.addressWindows.set(address, window);
      if (this.addressWindows.size > this.options.maxRemembered) this.addressWindows.delete(this.addressWindows.keys().next().value!);
    }
    if (window.views >= this.options.maxPerAddress) return false;
    window.views += 1;
    return true;
  }

  /** The counts since the last call, emptied here; `putBack` returns them when they could not be written. */
  takePending(): DailyViews[] {
    const taken = this.pending;
    this.pending = new Map();
    return [...taken].map(([day, views]) => {
      const [date, path] = day.split(SEPARATOR) as [string, string];
      return { date, path, views };
    });
  }

  putBack(counts: DailyViews[]): void {
    for (const { date, path, views } of counts) {
      const day = `${date}${SEPARATOR}${path}`;
      this.pending.set(day, (this.pending.get(day) ?? 0) + views);
    }
  }

  /** Remembered pairs, for tests and the health of the process. */
  get remembered(): number {
    return this.lastCounted.size;
  }

  // isbot runs one large regular expression; a site sees few distinct user agents, so each is judged once.
  private isBot(userAgent: string): boolean {
    let verdict = this.botVerdicts.get(userAgent);
    if (verdict === undefined) {
      if (this.botVerdicts.size >= MAX_BOT_VERDICTS) this.botVerdicts.clear();
      verdict = isbot(userAgent);
      this.botVerdicts.set(userAgent, verdict);
    }
    return verdict;
  }
}
