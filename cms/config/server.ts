import type { Core } from '@strapi/strapi';
import { secret } from '../src/lib/secrets';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  // Only behind a trusted reverse proxy may X-Forwarded-For name the client (rate limits key on it),
  // and then only the addresses our own proxies appended (the rightmost TRUSTED_PROXY_HOPS): a client
  // can write anything to the left of them.
  proxy: { koa: env.bool('TRUST_PROXY', false), maxIpsCount: env.int('TRUSTED_PROXY_HOPS', 1) },
  app: { keys: secret('APP_KEYS').split(',') },
  webhooks: { populateRelations: false },
  logger: { updates: { enabled: false } },
  // Uploads live in <public>/uploads; tests point this at a temporary folder.
  dirs: { public: env('PUBLIC_DIR', './public') },
});
