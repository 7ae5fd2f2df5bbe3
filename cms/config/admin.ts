import type { Core } from '@strapi/strapi';
import { isHttpsOrigin } from '../src/lib/public-origin';
import { secret } from '../src/lib/secrets';
import { sessionIdleMs, sessionMaxMs } from '../src/lib/session-times';

/**
 * The panel's sessions end as the back office's do: unused for BACKOFFICE_IDLE_MINUTES, or after
 * BACKOFFICE_SESSION_HOURS however busy. Its "Remember me" is ignored (src/panel/sign-ins.ts), and
 * a remembered session would last no longer anyway. The access token is short so that the panel
 * asks again (and extends the idle time) while it is used.
 */
const panelSessions = () => {
  const idleSeconds = sessionIdleMs() / 1000;
  const maxSeconds = sessionMaxMs() / 1000;
  return {
    accessTokenLifespan: Math.min(5 * 60, idleSeconds),
    idleSessionLifespan: idleSeconds,
    maxSessionLifespan: maxSeconds,
    idleRefreshTokenLifespan: idleSeconds,
    maxRefreshTokenLifespan: maxSeconds,
  };
};

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  // The panel's session cookie is Secure when the site is published over https. Koa sets a Secure
  // cookie only on a request it knows came over https: behind the TLS proxy, TRUST_PROXY=true lets
  // it believe the proxy's X-Forwarded-Proto.
  auth: { secret: secret('ADMIN_JWT_SECRET'), cookie: { secure: isHttpsOrigin() }, sessions: panelSessions() },
  apiToken: { salt: secret('API_TOKEN_SALT') },
  transfer: { token: { salt: secret('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: secret('ENCRYPTION_KEY') },
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
  flags: { nps: false, promoteEE: false },
});
