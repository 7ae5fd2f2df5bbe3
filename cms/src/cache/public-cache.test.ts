import { gunzipSync } from 'zlib';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preferredEncoding } from '../lib/preferred-encoding';
import { CACHED_READS } from '../reads/public-reads';
import { cacheKeyOf, cachePublicReads, pageKeyOf } from './cache-keys';
import { PublicCache, SITE_PAGES } from './public-cache';

const DEPOSITS = 'api::deposit.deposit';
const JOBS = 'api::job.job';
const RATES = 'api::rate-schedule.rate-schedule';
const json = (value: unknown) => Buffer.from(JSON.stringify(value));

// As register() does: the cache keeps the reads of the table of public reads.
beforeAll(() => cachePublicReads(CACHED_READS));

describe('PublicCache', () => {
  it('keeps an answer read before no write, and serves it by key', () => {
    const cache = new PublicCache();
    const generation = cache.generation(DEPOSITS);
    cache.store('/api/deposits', DEPOSITS, generation, json([{ id: 1 }]));
    expect(cache.get('/api/deposits')?.body.toString()).toBe('[{"id":1}]');
    expect(cache.get('/api/deposits?x=1')).toBeUndefined();
  });

  it('refuses an answer whose read started before a write to its content type', () => {
    const cache = new PublicCache();
    const generation = cache.generation(DEPOSITS);
    cache.invalidate([DEPOSITS]);
    const answer = cache.store('/api/deposits', DEPOSITS, generation, json([{ id: 1, name: 'old' }]));
    expect(answer.body.toString()).toContain('old');
    expect(cache.get('/api/deposits')).toBeUndefined();
  });

  it('drops only the answers made of the written content type', () => {
    const cache = new PublicCache();
    cache.store('/api/deposits', DEPOSITS, cache.generation(DEPOSITS), json([]));
    cache.store('/api/jobs', JOBS, cache.generation(JOBS), json([]));
    cache.invalidate([DEPOSITS]);
    expect(cache.get('/api/deposits')).toBeUndefined();
    expect(cache.get('/api/jobs')).toBeDefined();
    cache.invalidate('*');
    expect(cache.get('/api/jobs')).toBeUndefined();
  });

  it('serves nothing and stores nothing while turned off, and comes back empty', () => {
    const cache = new PublicCache();
    cache.store('/api/jobs', JOBS, cache.generation(JOBS), json([]));
    cache.setEnabled(false);
    expect(cache.get('/api/jobs')).toBeUndefined();
    cache.store('/api/jobs', JOBS, cache.generation(JOBS), json([]));
    cache.setEnabled(true);
    expect(cache.size).toBe(0);
  });

  it('gives each encoding its own strong ETag and matches any of them, weak or not', () => {
    const cache = new PublicCache();
    const answer = cache.store('/api/jobs', JOBS, cache.generation(JOBS), json([{ text: 'x'.repeat(2000) }]), {
      'Content-Type': 'application/json',
    });
    const gzip = answer.representation('gzip');
    expect(gunzipSync(gzip.body).equals(answer.body)).toBe(true);
    expect(gzip.headers).toMatchObject({
      'Content-Type': 'application/json',
      'Content-Encoding': 'gzip',
      'Content-Length': gzip.body.length,
      ETag: answer.etag('gzip'),
    });
    expect(gzip.notModifiedHeaders).not.toHaveProperty('Content-Length');
    expect(answer.etag('gzip')).not.toBe(answer.etag('identity'));
    expect(answer.matches(answer.etag('identity'))).toBe(true);
    expect(answer.matches(`"other", W/${answer.etag('br')}`)).toBe(true);
    expect(answer.matches('"other"')).toBe(false);
    expect(answer.matches(undefined)).toBe(false);
  });

  it('holds a bounded number of answers, least recently used first out', () => {
    const cache = new PublicCache({ maxEntries: 2 });
    for (const slug of ['a', 'b', 'c'])
      cache.store(`/api/pages?slug=${slug}`, 'api::page.page', cache.generation('api::page.page'), json([]));
    expect(cache.size).toBe(2);
    expect(cache.get('/api/pages?slug=a')).toBeUndefined();
  });
});

describe('PublicCache at midnight in India', () => {
  afterEach(() => vi.useRealTimers());
  const beforeMidnight = Date.parse('2026-11-23T18:29:59.000Z'); // 23:59:59 in India

  it('drops the answers that depend on the date at 00:00, and keeps the others', () => {
    vi.useFakeTimers({ now: beforeMidnight });
    const cache = new PublicCache();
    for (const [key, contentType] of [
      ['/api/rates', RATES],
      ['/api/deposits', DEPOSITS],
      ['page:/', SITE_PAGES],
      ['/api/jobs', JOBS],
    ]) {
      cache.store(key, contentType, cache.generation(contentType), json([]));
    }
    expect(cache.get('/api/rates')).toBeDefined();
    vi.advanceTimersByTime(1000);
    expect(cache.get('/api/rates')).toBeUndefined();
    expect(cache.get('/api/deposits')).toBeUndefined();
    expect(cache.get('page:/')).toBeUndefined();
    expect(cache.get('/api/jobs')).toBeDefined();
  });

  it('never stores after midnight an answer read before it', () => {
    vi.useFakeTimers({ now: beforeMidnight });
    const cache = new PublicCache();
    const generation = cache.generation(RATES);
    vi.advanceTimersByTime(1000);
    cache.store('/api/rates', RATES, generation, json([]));
    expect(cache.get('/api/rates')).toBeUndefined();
  });

  it('drops the cards when a schedule is written: they show its rates', () => {
    const cache = new PublicCache();
    cache.store('/api/deposits', DEPOSITS, cache.generation(DEPOSITS), json([]));
    cache.invalidate([RATES]);
    expect(cache.get('/api/deposits')).toBeUndefined();
  });
});

describe('preferredEncoding', () => {
  it('picks the best-rated encoding the client takes, brotli before gzip on a tie, honouring q=0 and the wildcard', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br;q=0.1, gzip;q=1')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0.5, br;q=0.5')).toBe('br');
    expect(preferredEncoding('identity;q=1, gzip;q=0.5')).toBe('identity');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('identity')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
  });
});

describe('cacheKeyOf', () => {
  it('keys a list on its path alone: the lists ignore the query', () => {
    expect(cacheKeyOf('/api/deposits')).toBe('/api/deposits');
    expect(cacheKeyOf('/api/deposits?utm_source=x&populate=*')).toBe('/api/deposits');
  });

  it('keys a page on its one slug, however it is spelled, and ignores the rest', () => {
    expect(cacheKeyOf('/api/pages?slug=about-us')).toBe('/api/pages?slug=about-us');
    expect(cacheKeyOf('/api/pages?utm=1&slug=about%2Dus')).toBe('/api/pages?slug=about-us');
    expect(cacheKeyOf('/api/pages?utm=1')).toBe('/api/pages');
  });

  it('keys a page on its path and only the query its content depends on', () => {
    expect(pageKeyOf('/News?utm_source=x')).toBe('page:/News');
    expect(pageKeyOf('/Calculators?loan=Housing%20Loan&rate=8.75&utm=1')).toBe(
      'page:/Calculators?loan=Housing%20Loan&rate=8.75',
    );
    expect(pageKeyOf('/Calculators?loan=a&loan=b')).toBeUndefined();
    expect(pageKeyOf('/api/news')).toBeUndefined();
  });

  it('keys each language of a page apart, with the same query kept', () => {
    expect(pageKeyOf('/mr/News?utm_source=x')).toBe('page:/mr/News');
    expect(pageKeyOf('/hi/Calculators?loan=Housing%20Loan&rate=8.75&utm=1')).toBe(
      'page:/hi/Calculators?loan=Housing%20Loan&rate=8.75',
    );
    expect(pageKeyOf('/mr')).toBe('page:/mr');
  });

  it('keys a past rate schedule by its address', () => {
    expect(cacheKeyOf('/api/rates/history/12?x=1')).toBe('/api/rates/history/12');
    expect(cacheKeyOf('/api/rates/history/012')).toBeUndefined();
    expect(cacheKeyOf('/api/rates/history/abc')).toBeUndefined();
  });

  it('keys nothing that is not a public read', () => {
    expect(cacheKeyOf('/api/admin/deposits')).toBeUndefined();
    expect(cacheKeyOf('/api/news/')).toBeUndefined();
  });

  it('does not key a page asked with two slugs, which the server refuses', () => {
    expect(cacheKeyOf('/api/pages?slug=a&slug=b')).toBeUndefined();
  });
});
