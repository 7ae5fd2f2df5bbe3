import { createHash } from 'crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'zlib';
import type { IncomingMessage, ServerResponse } from 'http';
import { LRUCache } from 'lru-cache';
import { DATED_CONTENT_TYPES, PUBLIC_READS, PUBLIC_READ_PARAMS, PUBLIC_RECORD_READS, READ_DEPENDENTS } from '../resources';
import { PAGE_QUERY_PARAMS } from '@bank/shared';
import { bankDayNumber, nowMs } from '../lib/clock';

/**
 * The public GET lists (from the resource registry) and the content type each one reads. Only these
 * exact paths are cached: any other spelling goes through the router as usual and is never cached.
 */
export const CACHED_ROUTES: Readonly<Record<string, string>> = PUBLIC_READS;

/** Content types whose records public answers are made of. */
export const CACHED_CONTENT_TYPES: ReadonlySet<string> = new Set([...Object.values(CACHED_ROUTES), ...PUBLIC_RECORD_READS.map((read) => read.uid)]);

/** The content type of a cached public read at `path`: a list's exact path, or one record's (`/api/rates/history/3`). */
function cachedRouteOf(path: string): string | undefined {
  return CACHED_ROUTES[path] ?? PUBLIC_RECORD_READS.find((read) => read.path.test(path))?.uid;
}

/**
 * What the public site's server-rendered pages (and robots.txt, sitemap.xml) are stored under:
 * a page may show records of any content type, so every write drops them all. There are few of
 * them and writes are rare; a page knows its own reads, but the sitemap reads everything.
 */
export const SITE_PAGES = 'site-pages';

const isDated = (contentType: string) => contentType === SITE_PAGES || DATED_CONTENT_TYPES.has(contentType);

/** A request URL's path, without its query string. */
function pathOf(url: string): string {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
}

/** Paths that are never a public page: the API, media, the Strapi panel, the back office and the built assets. */
const NOT_A_PAGE = /^\/(?:api|uploads|admin|AdminPage|AdminLogin|assets)(?:\/|$)/;

/**
 * `path` with only the named query parameters, in their given order: the answer's cache key.
 * Undefined when one of them is given twice (the answer may not be stored).
 */
function withKeptQuery(url: string, path: string, names: readonly string[] | undefined): string | undefined {
  const queryAt = url.indexOf('?');
  if (!names || queryAt === -1) return path;
  const search = new URLSearchParams(url.slice(queryAt + 1));
  const kept: string[] = [];
  for (const name of names) {
    const values = search.getAll(name);
    if (values.length > 1) return undefined;
    if (values.length === 1) kept.push(`${name}=${encodeURIComponent(values[0])}`);
  }
  return kept.length > 0 ? `${path}?${kept.join('&')}` : path;
}

/**
 * The key a public page is stored under: its path, and the query parameters its content depends on
 * (the calculators' product, PAGE_QUERY_PARAMS); every other parameter is ignored. The renderer
 * answers any other spelling of a page's path with a redirect, so only real paths are stored.
 */
export function pageKeyOf(url: string): string | undefined {
  const path = pathOf(url);
  if (NOT_A_PAGE.test(path)) return undefined;
  const key = withKeptQuery(url, path, PAGE_QUERY_PARAMS[path]);
  return key === undefined ? undefined : `page:${key}`;
}

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding of the highest quality the client takes (RFC 9110 q-values), brotli before gzip
 * before the plain bytes when they tie. Written here because negotiator (under koa's accepts)
 * breaks ties by the client's order, and browsers list gzip first: they would never get brotli.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name, Number.isFinite(value) ? value : 0);
  }
  const qualityOf = (encoding: string) => quality.get(encoding) ?? quality.get('*') ?? 0;
  let best: Encoding = 'identity';
  let bestQuality = 0;
  for (const encoding of ['br', 'gzip'] as const) {
    if (qualityOf(encoding) > bestQuality) {
      best = encoding;
      bestQuality = qualityOf(encoding);
    }
  }
  // The plain bytes win only when the client rates them above every compressed form it takes.
  return quality.has('identity') && (quality.get('identity') ?? 0) > bestQuality ? 'identity' : best;
}

/** The content type a public answer is made of, when the request may be answered from memory: a GET or HEAD of a cached route without an Origin. */
export function cacheableContentType(method: string | undefined, path: string, origin: string | undefined): string | undefined {
  return (method === 'GET' || method === 'HEAD') && !origin ? cachedRouteOf(path) : undefined;
}

/**
 * The key a public read is stored under: its path and only the query parameters its answer depends
 * on, so that `/api/deposits?anything` is the same answer as `/api/deposits` (the lists ignore the
 * query) and a stream of made-up query strings cannot push the real answers out of the cache.
 * Undefined when the answer may not be stored: not a public read, or a parameter given twice (the
 * controller refuses it).
 */
export function cacheKeyOf(url: string): string | undefined {
  const path = pathOf(url);
  if (cachedRouteOf(path) === undefined) return undefined;
  return withKeptQuery(url, path, PUBLIC_READ_PARAMS[path]);
}

/** The cached answer for a request, if it may be served from memory: a public GET or HEAD without an Origin. */
export function cachedAnswerFor(method: string | undefined, url: string | undefined, origin: string | undefined): CachedAnswer | undefined {
  if (!url || (method !== 'GET' && method !== 'HEAD') || origin) return undefined;
  const key = cacheKeyOf(url) ?? pageKeyOf(url);
  return key === undefined ? undefined : publicCache.get(key);
}

/**
 * Writes an answer straight to Node's response, headers ready-made: 304 when If-None-Match names
 * it, else its bytes in the encoding the client prefers. Returns the status sent.
 */
export function writeCachedAnswer(request: IncomingMessage, response: ServerResponse, answer: CachedAnswer, cache: 'HIT' | 'MISS'): number {
  const encoding = answer.compressible ? preferredEncoding(request.headers['accept-encoding']) : 'identity';
  const representation = answer.representation(encoding);
  response.setHeader('X-Cache', cache);
  if (answer.matches(request.headers['if-none-match'])) {
    response.writeHead(304, representation.notModifiedHeaders).end();
    return 304;
  }
  response.writeHead(200, representation.headers).end(request.method === 'HEAD' ? undefined : representation.body);
  return 200;
}

/** The bytes of one encoding of an answer and the complete headers that go with them. */
export interface Representation {
  body: Buffer;
  headers: Readonly<Record<string, string | number>>;
  /** For a 304: the same, without the body's own length and encoding. */
  notModifiedHeaders: Readonly<Record<string, string | number>>;
}

/**
 * One cached answer: its JSON bytes, compressed lazily once per encoding, its strong ETag, and
 * every header it is sent with, computed once so that a hit only writes them out.
 */
export class CachedAnswer {
  readonly hash: string;
  private readonly representations = new Map<Encoding, Representation>();

  constructor(
    readonly body: Buffer,
    /** Headers shared by every encoding (content type, caching, security headers…). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    this.hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    this.isPage = Object.entries(headers).some(([name, value]) => name.toLowerCase() === 'content-type' && value.startsWith('text/html'));
  }

  /** A page of the public site (not an API list, robots.txt or the sitemap): its hits are page views. */
  readonly isPage: boolean;

  /** Each encoding is its own representation, so each gets its own strong ETag. */
  etag(encoding: Encoding): string {
    return encoding === 'identity' ? `"${this.hash}"` : `"${this.hash}-${encoding}"`;
  }

  /** True when If-None-Match names any representation of this answer (weak comparison, RFC 9110). */
  matches(ifNoneMatch: string | undefined): boolean {
    if (!ifNoneMatch) return false;
    if (ifNoneMatch.trim() === '*') return true;
    const known = new Set<string>((['identity', 'gzip', 'br'] as const).map((encoding) => this.etag(encoding)));
    return ifNoneMatch.split(',').some((tag) => known.has(tag.trim().replace(/^W\//, '')));
  }

  representation(encoding: Encoding): Representation {
    let representation = this.representations.get(encoding);
    if (!representation) {
      const body =
        encoding === 'identity'
          ? this.body
          : encoding === 'br'
            ? brotliCompressSync(this.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: this.body.length } })
            : gzipSync(this.body, { level: 9 });
      const notModifiedHeaders = { ...this.headers, ETag: this.etag(encoding) };
      const headers = { ...notModifiedHeaders, 'Content-Length': body.length, ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }) };
      representation = { body, headers, notModifiedHeaders };
      this.representations.set(encoding, representation);
    }
    return representation;
  }

  /** Compression pays only above a packet's worth of bytes. */
  get compressible(): boolean {
    return this.body.length >= 1024;
  }

  get size(): number {
    return this.body.length * 2 + 256;
  }
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
  /** The bank day the dated answers held were read on. */
  private day = bankDayNumber(nowMs());

  constructor({ maxEntries = 1000, maxBytes = 64 * 1024 * 1024 }: PublicCacheOptions = {}) {
    this.entries = new LRUCache<string, Entry>({ max: maxEntries, maxSize: maxBytes, sizeCalculation: (entry) => entry.answer.size });
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
  store(key: string, contentType: string, generation: string, body: Buffer, headers: Record<string, string> = {}): CachedAnswer {
    const answer = new CachedAnswer(body, headers);
    if (this.enabled && this.generation(contentType) === generation) this.entries.set(key, { contentType, answer });
    return answer;
  }

  /** Drops every answer made of these content types, and every rendered page ('*': all of them). */
  invalidate(contentTypes: readonly string[] | '*'): void {
    if (contentTypes === '*') {
      this.allGeneration += 1;
      this.entries.clear();
      return;
    }
    const affected = new Set([...contentTypes, ...contentTypes.flatMap((contentType) => READ_DEPENDENTS[contentType] ?? []), SITE_PAGES]);
    for (const contentType of affected) this.generations.set(contentType, (this.generations.get(contentType) ?? 0) + 1);
    for (const [key, entry] of this.entries.entries()) if (affected.has(entry.contentType)) this.entries.delete(key);
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
