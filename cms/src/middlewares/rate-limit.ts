import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests } from '../lib/errors';

/** Buckets and the variable that sets each one's attempts per client address per minute. */
const BUCKETS = {
  login: { variable: 'LOGIN_RATE_LIMIT_PER_MIN', perMinute: 10 },
  contact: { variable: 'CONTACT_RATE_LIMIT_PER_MIN', perMinute: 10 },
} as const;

type Bucket = keyof typeof BUCKETS;

function perMinute(bucket: Bucket): number {
  const configured = Number(process.env[BUCKETS[bucket].variable]);
  return Number.isInteger(configured) && configured >= 0 ? configured : BUCKETS[bucket].perMinute;
}

/**
 * Counts live in the database (table rate_limits), so every server process on it shares them;
 * an in-memory limiter stands in if the database cannot be reached for a moment.
 */
function createLimiter(bucket: Bucket, points: number): Promise<RateLimiterAbstract> {
  const options = { keyPrefix: bucket, points, duration: 60 };
  const shared = { ...options, storeClient: strapi.db.connection, storeType: 'knex', tableName: 'rate_limits', insuranceLimiter: new RateLimiterMemory(options) };
  const Store = strapi.config.get('database.connection.client') === 'postgres' ? RateLimiterPostgres : RateLimiterSQLite;
  // Ready once its table exists: until then a count would go to the stand-in and be lost.
  return new Promise((resolve, reject) => {
    const limiter = new Store(shared, (error?: Error) => (error ? reject(error) : resolve(limiter)));
  });
}

/**
 * Route middleware: at most N requests a minute per client address for the route it is put on.
 * It keys on the address only, never on the path's spelling or the body, so changing the case of
 * the path or the e-mail sent does not buy more attempts. The address comes from X-Forwarded-For
 * only when TRUST_PROXY=true. A limit of 0 turns the bucket off.
 */
export default (config: { bucket: Bucket }) => {
  const points = perMinute(config.bucket);
  let limiter: Promise<RateLimiterAbstract> | undefined;
  return async (ctx, next) => {
    if (points > 0) {
      // A failed set-up is retried by the next request rather than remembered.
      limiter ??= createLimiter(config.bucket, points).catch((error) => {
        limiter = undefined;
        throw error;
      });
      try {
        await (await limiter).consume(ctx.request.ip || 'unknown');
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        ctx.set('Retry-After', String(Math.ceil(rejection.msBeforeNext / 1000)));
        throw tooManyRequests();
      }
    }
    await next();
  };
};
