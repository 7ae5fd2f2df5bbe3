import { LRUCache } from 'lru-cache';
import { DATED_CONTENT_TYPES } from '../resources';
import { bankDayNumber, nowMs } from '../lib/clock';
import { cacheKeyOf, dependentsOf, inLocaleScope, localesChangedBy, pageKeyOf, scopeOf } from './cache-keys';
import { CachedAnswer } from './cached-answer';

/**
 * What the public site's server-rendered pages (and robots.txt, sitemap.xml) are stored under:
 * a page may show records of any content type, so every write drops them all. There are few of
 * them and writes are rare; a page knows its own reads, but the sitemap reads everything.
 */
export const SITE_PAGES = 'site-pages';

const isDated = (scoped: string) => {
  const { contentType } = scopeOf(scoped);
  return contentType === SITE_PAGES || DATED_CONTENT_TYPES.has(contentType);
};

/**
 * The answers a write to a content type (scoped to a locale, cache-keys.ts' `inLocaleScope`)
 * changes: that content type's, those that show its records, and the rendered pages, in the locale
 * written or, for an English write, in every locale.
 */
const changedBy = (scoped: string): string[] => {
  const { contentType } = scopeOf(scoped);
  const changed = [contentType, ...dependentsOf(contentType), SITE_PAGES];
  return localesChangedBy(scoped).flatMap((locale) => changed.map((name) => inLocaleScope(name, locale)));
};

/** The cached answer for a request, if it may be served from memory: a public GET or HEAD without an Origin. */
export function cachedAnswerFor(
  method: string | undefined,
  url: string | undefined,
  origin: string | undefined,
): CachedAnswer | undefined {
  if (!url || (method !== 'GET' && method !== 'HEAD') || origin) return undefined;
  const key = cacheKeyOf(url) ?? pageKeyOf(url);
  return key === undefined ? undefined : publicCache.get(key);
}

interface Entry {
  contentType: string;
  answer: CachedAnswer;
}

export interface PublicCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
}

/**
 * In-process store of public answers, keyed by path and the query parameters that matter (cacheKeyOf).
 *
 * Each content type has a generation number that every write bumps. A miss notes the generation
 * before it reads the database and stores its answer only if no write happened meanwhile, so an
 * answer read before a write can never be stored after that write's invalidation.
 */
export class PublicCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly generations = new Map<string, number>();
  private allGeneration = 0;
  private enabled = true;
  private readonly invalidationListeners: ((contentTypes: readonly string[] | '*') => void)[] = [];
  /** The bank day the dated answers held were read on. */
  private day = bankDayNumber(nowMs());

  constructor({ maxEntries = 1000, maxBytes = 64 * 1024 * 1024 }: PublicCacheOptions = {}) {
    this.entries = new LRUCache<string, Entry>({
      max: maxEntries,
      maxSize: maxBytes,
      sizeCalculation: (entry) => entry.answer.size,
    });
  }

  /** Changes whenever a write touches this content type (or everything). */
  generation(contentType: string): string {
    const base = `${this.allGeneration}.${this.generations.get(contentType) ?? 0}`;
    // A dated answer read before midnight is never stored after it.
    return isDated(contentType) ? `${base}.${bankDayNumber(nowMs())}` : base;
  }

  get(key: string): CachedAnswer | undefined {
    this.turnDay();
    return this.enabled ? this.entries.get(key)?.answer : undefined;
  }

  /**
   * At 00:00 in India (the bank's clock) the answers that depend on the date (the rates in force,
   * the cards and pages showing them) are dropped by the first lookup of the new day, in every
   * process on its own: no timer to miss, no message to wait for.
   */
  private turnDay(): void {
    const today = bankDayNumber(nowMs());
    if (today === this.day) return;
    this.day = today;
    for (const [key, entry] of this.entries.entries()) if (isDated(entry.contentType)) this.entries.delete(key);
  }

  /** Stores the answer unless the content type changed since `generation` was read; returns it either way. */
  store(
    key: string,
    contentType: string,
    generation: string,
    body: Buffer,
    headers: Record<string, string> = {},
  ): CachedAnswer {
    const answer = new CachedAnswer(body, headers);
    if (this.enabled && this.generation(contentType) === generation) this.entries.set(key, { contentType, answer });
    return answer;
  }

  /** Drops every answer made of these content types, and every rendered page ('*': all of them). */
  invalidate(contentTypes: readonly string[] | '*'): void {
    if (contentTypes === '*') {
      this.allGeneration += 1;
      this.entries.clear();
    } else {
      const affected = new Set(contentTypes.flatMap(changedBy));
      for (const contentType of affected)
        this.generations.set(contentType, (this.generations.get(contentType) ?? 0) + 1);
      for (const [key, entry] of this.entries.entries()) if (affected.has(entry.contentType)) this.entries.delete(key);
    }
    for (const listener of this.invalidationListeners) listener(contentTypes);
  }

  /**
   * Calls `listener` with the content types of every invalidation in this process: a write here, or
   * another process's write heard over the broker ('*': everything). A mechanism that follows what
   * the records say (visibility/, the next unpublish time) hears every process's writes through it.
   */
  onInvalidation(listener: (contentTypes: readonly string[] | '*') => void): void {
    this.invalidationListeners.push(listener);
  }

  /**
   * Turned off while this process cannot hear other processes' invalidations (their writes would
   * go unseen); turned on again empty, since messages may have been missed meanwhile.
   */
  setEnabled(enabled: boolean): void {
    this.invalidate('*');
    this.enabled = enabled;
  }

  get isEnabled(): boolean {
    return this.enabled;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The process's one cache, shared by the middleware that serves it and the hooks that invalidate it. */
export const publicCache = new PublicCache();
