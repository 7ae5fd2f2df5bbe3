import type { Core } from '@strapi/strapi';
import { registerCacheInvalidation, startCacheInvalidation, stopCacheInvalidation } from './cache/hooks';
import { installLifecycle } from './operations/lifecycle';
import { assertClockSetting } from './lib/clock';
import { registerScheduleRules } from './rates/panel-rules';
import { isHttpsOrigin } from './lib/public-origin';
import { assertProductionSecrets, isProduction } from './lib/secrets';
import { ensureBackofficeAdmin, ensureBackofficeRole, ensurePanelSuperAdmin } from './seed/accounts';
import { isContentEmpty, seedDemoContent } from './seed/demo-content';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    assertProductionSecrets();
    assertClockSetting();
    // A PUBLIC_ORIGIN that is not an absolute http(s) URL stops the start here, with the reason.
    if (isHttpsOrigin() && process.env.TRUST_PROXY !== 'true') {
      strapi.log.warn('PUBLIC_ORIGIN is https but TRUST_PROXY is not true: the server cannot tell a request came over https, and the Strapi panel cannot set its Secure sign-in cookie. Behind the TLS proxy, set TRUST_PROXY=true.');
    }
    registerCacheInvalidation(strapi);
    registerScheduleRules(strapi);
  },

  /**
   * After the plugins made their roles: the back-office role and sign-ins, then demo content when
   * the database is empty, outside production (SEED_DEMO_CONTENT=false skips the content).
   * SEED_ACCOUNTS=false creates no sign-in: the restore command loads Strapi on an empty database
   * that must stay without accounts until the archive's are written.
   */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const roleId = await ensureBackofficeRole();
    if (process.env.SEED_ACCOUNTS !== 'false') {
      await ensureBackofficeAdmin(roleId);
      await ensurePanelSuperAdmin();
    }
    if (!isProduction() && process.env.SEED_DEMO_CONTENT !== 'false' && (await isContentEmpty())) {
      await seedDemoContent();
    }
    await startCacheInvalidation(strapi);
    installLifecycle(strapi);
    strapi.log.info('Back office: /AdminLogin · Strapi panel: /admin · API: /api');
  },

  async destroy() {
    await stopCacheInvalidation();
  },
};
