import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
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
 * Route middleware: at most N requests a minute per client address for the route it is put on.
 * It keys on the address only, never on the path's spelling or the body, so changing the case of
 * the path or the e-mail sent does not buy more attempts. The address comes from X-Forwarded-For
 * only when TRUST_PROXY=true. A limit of 0 turns the bucket off.
 */
export default (config: { bucket: Bucket }) => {
  const points = perMinute(config.bucket);
  const limiter = points > 0 ? new RateLimiterMemory({ keyPrefix: config.bucket, points, duration: 60 }) : null;
  return async (ctx, next) => {
    if (limiter) {
      try {
        await limiter.consume(ctx.request.ip || 'unknown');
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        ctx.set('Retry-After', String(Math.ceil(rejection.msBeforeNext / 1000)));
        throw tooManyRequests();
      }
    }
    await next();
  };
};
