import { isHttpsOrigin } from '../src/lib/public-origin';
import { largestUpload } from '../src/lib/upload-limits';

/** Extra origins allowed to serve media (an S3 or CDN bucket), comma-separated. */
const mediaOrigins = (env) => env.array('MEDIA_ORIGINS', []);

export default ({ env }) => [
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
  {
    name: 'strapi::cors',
    config: { origin: env.array('CORS_ORIGINS', ['http://localhost:1337', 'http://127.0.0.1:1337']) },
  },
  // gzip or brotli for every compressible answer the public cache has not already encoded.
  'strapi::compression',
  'strapi::query',
  {
    name: 'strapi::body',
    config: {
      jsonLimit: '1mb',
      formLimit: '1mb',
      textLimit: '1mb',
      // The largest file any field takes; each field's own limit is checked per field (413).
      formidable: { maxFileSize: largestUpload() },
    },
  },
  'strapi::favicon',
  // Also registers GET / as a redirect to /admin: global::site answers / itself before that.
  'strapi::public',
  // Serves the two front-end builds and the SPA fallback for paths nothing else answered.
  'global::site',
];
