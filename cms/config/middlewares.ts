import type { Core } from '@strapi/strapi';
import { isHttpsOrigin } from '../src/lib/public-origin';
import { largestUpload } from '../src/lib/upload-limits';

/** Extra origins allowed to serve media (an S3 or CDN bucket), comma-separated. */
const mediaOrigins = (env: Core.Config.Shared.ConfigParams['env']) => env.array('MEDIA_ORIGINS', []);

export default ({ env }: Core.Config.Shared.ConfigParams) => [
  // Replaces strapi::logger: one line per request without a synchronous write in production.
  'global::request-log',
  // Public GET lists from memory: a hit answers here, with the headers the chain below gave it.
  {
    name: 'global::public-cache',
    config: {
      browserCacheControl: env('PUBLIC_CACHE_CONTROL', 'public, max-age=0, must-revalidate'),
      cdnCacheControl: env('PUBLIC_CDN_CACHE_CONTROL', 'public, max-age=10, stale-while-revalidate=60'),
    },
  },
  'strapi::errors',
  // A request an API token got through is an activity entry, whatever it answered.
  'global::api-token-use',
  // Inside strapi::errors: every /api error leaves as {message, errors?}; temp uploads are removed.
  'global::api-errors',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          'base-uri': ["'self'"],
          'object-src': ["'none'"],
          'frame-ancestors': ["'self'"],
          'form-action': ["'self'"],
          // Strapi merges its defaults into these lists element by element; the repeated 'self'
          // keeps its 'https:' (any host) out of connect-src.
          'connect-src': ["'self'", "'self'"],
          'img-src': ["'self'", 'data:', 'blob:', ...mediaOrigins(env)],
          'media-src': ["'self'", 'data:', 'blob:', ...mediaOrigins(env)],
          'font-src': ["'self'", 'data:'],
          'style-src': ["'self'", "'unsafe-inline'"],
          'script-src': ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'sameorigin' },
      // Published over https (behind a TLS proxy), or in production: browsers keep to https for a year.
      hsts: isHttpsOrigin() || env('NODE_ENV') === 'production' ? { maxAge: 31536000, includeSubDomains: true } : false,
    },
  },
  // Uploads' policy, Permissions-Policy on pages, noindex on the back office (src/middlewares/answer-headers.ts).
  'global::answer-headers',
  // Access-Control-* only to a request whose Origin is allowed, never to one without (src/lib/cors-for-allowed-origins.ts).
  {
    name: 'strapi::cors',
    config: { origin: env.array('CORS_ORIGINS', ['http://localhost:1337', 'http://127.0.0.1:1337']) },
  },
  // gzip or brotli for every compressible answer the public cache has not already encoded.
  'strapi::compression',
  'strapi::query',
  // With small limits for anyone not signed in (src/lib/anonymous-body-limits.ts).
  {
    name: 'strapi::body',
    config: {
      jsonLimit: '1mb',
      formLimit: '1mb',
      textLimit: '1mb',
      // The largest file any field takes; each field's own limit is checked per field (413).
      formidable: { maxFileSize: largestUpload() },
      // A form filled to every stated limit in Devanagari fits (packages/shared); a form posted
      // without JavaScript is percent-encoded, three times the bytes.
      anonymous: { jsonBytes: 16 * 1024, formBytes: 64 * 1024, maxDepth: 8 },
    },
  },
  // The Strapi panel: in production only from PANEL_ALLOWED_ADDRESSES and loopback; its passwords by
  // the product's rules; its sign-ins logged, never remembered (src/panel/).
  'global::panel-guard',
  // Uploads anywhere but the back office's own routes: JPEG, PNG, GIF, WebP or PDF by their bytes, else 415.
  'global::upload-types',
  'strapi::favicon',
  // Also registers GET / as a redirect to /admin: global::site answers / itself before that.
  'strapi::public',
  // Serves the two front-end builds and the SPA fallback for paths nothing else answered.
  'global::site',
];
