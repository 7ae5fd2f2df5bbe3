import type { Context, Next } from 'koa';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { rateLimitKeyOf } from './client-address';
import { tooManyRequests } from './errors';
import { forgetOnTestReset } from './test-state';

/** Buckets and the variable that sets each one's attempts per client address per minute. */
const BUCKETS = {
  login: { variable: 'LOGIN_RATE_LIMIT_PER_MIN', perMinute: 10 },
  contact: { variable: 'CONTACT_RATE_LIMIT_PER_MIN', perMinute: 10 },
  complaint: { variable: 'COMPLAINT_RATE_LIMIT_PER_MIN', perMinute: 10 },
  // Looking a complaint up and searching the unclaimed list: enough for a member, too few to harvest.
  complaintLookup: { variable: 'COMPLAINT_LOOKUP_RATE_LIMIT_PER_MIN', perMinute: 30 },
  unclaimedSearch: { variable: 'UNCLAIMED_SEARCH_RATE_LIMIT_PER_MIN', perMinute: 30 },
  // A calculator's form sent without JavaScript: each answer is a page rendered for one visitor.
  calculator: { variable: 'CALCULATOR_RATE_LIMIT_PER_MIN', perMinute: 30 },
  // A change's preview: a page rendered in a transaction, asked for by staff a few times a minute.
  preview: { variable: 'PREVIEW_RATE_LIMIT_PER_MIN', perMinute: 30 },
  // The site's notices of pages opened in the browser: a fast reader opens a few a minute, never 120.
  // Counted in each process's memory: a notice is frequent and cheap, a database write per notice is not.
  pageViews: { variable: 'PAGE_VIEW_RATE_LIMIT_PER_MIN', perMinute: 120, inMemory: true },
} as const;

export type Bucket = keyof typeof BUCKETS;

/** The variables that set the buckets' limits (each read again when a test changes it: test-control/). */
export const RATE_LIMIT_VARIABLES: readonly string[] = Object.values(BUCKETS).map((bucket) => bucket.variable);

function perMinute(bucket: Bucket): number {
  const configured = Number(process.env[BUCKETS[bucket].variable]);
  return Number.isInteger(configured) && configured >= 0 ? configured : BUCKETS[bucket].perMinute;
}

/**
 * Counts live in the database (table rate_limits), so every server process on it shares them;
 * an in-memory limiter stands in if the database cannot be reached for a moment. A bucket marked
 * `inMemory` counts in each process alone.
 */
function createLimiter(bucket: Bucket, points: number): Promise<RateLimiterAbstract> {
  const options = { keyPrefix: bucket, points, duration: 60 };
  if ('inMemory' in BUCKETS[bucket]) return Promise.resolve(new RateLimiterMemory(options));
  const shared = {
    ...options,
    storeClient: strapi.db.connection,
    storeType: 'knex',
    tableName: 'rate_limits',
    insuranceLimiter: new RateLimiterMemory(options),
  };
  const Store =
    strapi.config.get('database.connection.client') === 'postgres' ? RateLimiterPostgres : RateLimiterSQLite;
  // Ready once its table exists: until then a count would go to the stand-in and be lost.
  return new Promise((resolve, reject) => {
    const limiter = new Store(shared, (error?: Error) => (error ? reject(error) : resolve(limiter)));
  });
}

/** One bucket's limiter: `consume` says how long to wait, or null to go on. */
export interface BucketLimiter {
  /** Seconds until the client may try again, or null when this request is within the limit (an IPv6 client counts by its /64). */
  consume(address: string): Promise<number | null>;
}

export function bucketLimiter(bucket: Bucket): BucketLimiter {
  let points = perMinute(bucket);
  let limiter: Promise<RateLimiterAbstract> | undefined;
  // An in-memory count (and the stand-in of a shared one) belongs to the test file before, and
  // the file after may set its own limit (test-control/, POST /api/test/settings).
  forgetOnTestReset(() => {
    limiter = undefined;
    points = perMinute(bucket);
  });
  return {
    async consume(address) {
      if (points === 0) return null;
      // A failed set-up is retried by the next request rather than remembered.
      limiter ??= createLimiter(bucket, points).catch((error) => {
        limiter = undefined;
        throw error;
      });
      try {
        await (await limiter).consume(rateLimitKeyOf(address));
        return null;
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return Math.ceil(rejection.msBeforeNext / 1000);
      }
    },
  };
}

/**
 * Route middleware: at most N requests a minute per client address for the route it is put on.
 * It keys on the address only, never on the path's spelling or the body, so changing the case of
 * the path or the e-mail sent does not buy more attempts; nor does a new address of the same IPv6
 * /64. The address comes from X-Forwarded-For only when TRUST_PROXY=true. A limit of 0 turns the
 * bucket off.
 */
export default (config: { bucket: Bucket }) => {
  const limiter = bucketLimiter(config.bucket);
  return async (ctx: Context, next: Next) => {
    const retryAfter = await limiter.consume(ctx.request.ip);
    if (retryAfter !== null) {
      ctx.set('Retry-After', String(retryAfter));
      throw tooManyRequests();
    }
    await next();
  };
};
