import type { Core } from '@strapi/strapi';
import { isHttpsOrigin } from '../src/lib/public-origin';
import { secret } from '../src/lib/secrets';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  // The panel's session cookie is Secure when the site is published over https. Koa sets a Secure
  // cookie only on a request it knows came over https: behind the TLS proxy, TRUST_PROXY=true lets
  // it believe the proxy's X-Forwarded-Proto.
  auth: { secret: secret('ADMIN_JWT_SECRET'), cookie: { secure: isHttpsOrigin() } },
  apiToken: { salt: secret('API_TOKEN_SALT') },
  transfer: { token: { salt: secret('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: secret('ENCRYPTION_KEY') },
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
  flags: { nps: false, promoteEE: false },
});
