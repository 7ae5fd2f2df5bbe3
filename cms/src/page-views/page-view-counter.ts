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
 * Recently seen keys in two generations: a lookup reads both, a write goes to the newer, and the
 * older is dropped whole once the newer holds half the capacity, so at most `capacity` are kept and
 * every step is O(1). (A Map that drops its oldest key one at a time slows down as it fills: V8
 * keeps deleted keys in place until it rehashes, and each `keys().next()` walks past all of them;
 * with 100,000 visitors a minute that was 64 µs a view.)
 */
class RecentKeys<V> {
  private newer = new Map<string, V>();
  private older = new Map<string, V>();
  /** The latest time written into each generation, and when the newer began. */
  private newerLatest = -Infinity;
  private olderLatest = -Infinity;
  private newerSince = Infinity;

  constructor(private readonly capacity: number) {}

  get(key: string): V | undefined {
    return this.newer.get(key) ?? this.older.get(key);
  }

  set(key: string, value: V, at: number): void {
    this.older.delete(key);
    this.newer.set(key, value);
    this.newerLatest = Math.max(this.newerLatest, at);
    this.newerSince = Math.min(this.newerSince, at);
    if (this.newer.size >= Math.max(1, Math.floor(this.capacity / 2))) this.rotate();
  }

  /** Drops what was written more than `windowMs` before `now`, a generation at a time. */
  forgetOlderThan(now: number, windowMs: number): void {
    if (now - this.newerSince >= windowMs) this.rotate();
    if (now - this.olderLatest >= windowMs) {
      this.older = new Map();
      this.olderLatest = -Infinity;
    }
  }

  get size(): number {
    return this.newer.size + this.older.size;
  }

  private rotate(): void {
    this.older = this.newer;
    this.olderLatest = this.newerLatest;
    this.newer = new Map();
    this.newerLatest = -Infinity;
    this.newerSince = Infinity;
  }
}

/**
 * Counts page views in memory, to be written in batches (`takePending`). A view is a request by a
 * browser (a user agent that is there and is not a crawler's, as the isbot list knows them) that is
 * not a repeat of the same page by the same address and user agent within the repeat window, nor
 * beyond the address's limit in that window. The pairs and addresses seen are held in memory only,
 * at most `maxRemembered` of each, the oldest forgotten first.
 */
export class PageViewCounter {
  private readonly lastCounted: RecentKeys<number>;
  /** Per address: when its current window began and how many views it has counted in it. */
  private readonly addressWindows: RecentKeys<{ since: number; views: number }>;
  private readonly botVerdicts = new Map<string, boolean>();
  private pending = new Map<string, number>();

  constructor(private readonly options: CounterOptions) {
    this.lastCounted = new RecentKeys(options.maxRemembered);
    this.addressWindows = new RecentKeys(options.maxRemembered);
  }

  /** True when the visit was counted. */
  count({ address, userAgent, path, at }: Visit): boolean {
    if (!userAgent || this.isBot(userAgent)) return false;
    const client = `${address}${SEPARATOR}${userAgent}${SEPARATOR}${path}`;
    const last = this.lastCounted.get(client);
    if (last !== undefined && at - last < this.options.repeatWindowMs) return false;
    if (!this.withinAddressLimit(address, at)) return false;
    this.lastCounted.set(client, at, at);
    const day = `${this.options.dateOf(at)}${SEPARATOR}${path}`;
    this.pending.set(day, (this.pending.get(day) ?? 0) + 1);
    return true;
  }

  /** Forgets the pairs and address windows that have passed (they would start afresh anyway). */
  forgetExpired(now: number): void {
    this.lastCounted.forgetOlderThan(now, this.options.repeatWindowMs);
    this.addressWindows.forgetOlderThan(now, this.options.repeatWindowMs);
  }

  private withinAddressLimit(address: string, at: number): boolean {
    let window = this.addressWindows.get(address);
    if (!window || at - window.since >= this.options.repeatWindowMs) {
      window = { since: at, views: 0 };
      this.addressWindows.set(address, window, at);
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
      // Keys are made as date + SEPARATOR + path.
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
