import { secret } from '../src/lib/secrets';

export default ({ env }) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  // Only behind a trusted reverse proxy may X-Forwarded-For name the client (rate limits key on it).
  proxy: { koa: env.bool('TRUST_PROXY', false) },
  app: { keys: secret('APP_KEYS').split(',') },
  webhooks: { populateRelations: false },
  logger: { updates: { enabled: false } },
  // Uploads live in <public>/uploads; tests point this at a temporary folder.
  dirs: { public: env('PUBLIC_DIR', './public') },
});
