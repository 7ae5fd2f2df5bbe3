import type { Core } from '@strapi/strapi';
import { countText } from '@bank/shared';
import { registerCacheInvalidation, startCacheInvalidation, stopCacheInvalidation } from './cache/hooks';
import { cachePublicReads } from './cache/cache-keys';
import { CACHED_READS } from './reads/public-reads';
import { keepReleasedFilesWith } from './content/records';
import { ensureSiteLocales } from './content/locales';
import { installLifecycle } from './operations/lifecycle';
import { registerScheduleRules } from './rates/panel-rules';
import { registerSiteSettingsRule } from './site-settings/site-settings';
import { isHttpsOrigin } from './lib/public-origin';
import { isDevelopment } from './lib/secrets';
import { ensureBackofficeRole, ensurePanelSuperAdmin, ensureStaffAccounts, giveStaffRoles } from './seed/accounts';
import { assertCommandsWired, assertEveryAdminRouteGuarded } from './auth/route-abilities';
import { ensureStaffIndexes, startStaffUpkeep, stopStaffUpkeep } from './auth/upkeep';
import { isContentEmpty, seedDemoContent } from './seed/demo-content';
import { ensureComplaintIndexes, threadFromResolutions } from './protection/complaints';
import { ensureHiddenPageIndex } from './site-settings/hidden-pages';
import { ensureEnquiryIndexes } from './enquiries/enquiries';
import { ensureStandardTexts } from './protection/standard-texts';
import { installSearchFrontDoor } from './protection/search-front-door';
import { startPageViews, stopPageViews } from './page-views';
import { startTimedVisibility, stopTimedVisibility } from './visibility/timed-visibility';
import { ensureActivityIndexes, flagPanelEditsWhen, registerActivityLog } from './activity/document-log';
import { changesNeedApproval } from './changes/approval-setting';
import { withoutRecordEntries } from './activity/actor';
import { writeEntry } from './activity/entries';
import { startScheduleStartLog, stopScheduleStartLog } from './activity/schedule-starts';
import { keepFile, startKeptFilesCleanUp, stopKeptFilesCleanUp } from './activity/kept-files';
import { corsForAllowedOrigins } from './lib/cors-for-allowed-origins';
import { withAnonymousBodyLimits } from './lib/anonymous-body-limits';
import { isFormPage } from './rendering/site-answers';
import { registerTestPreviewSource } from './preview/test-preview-source';
import { registerPreviewFiles, registerPreviewSource } from './preview/preview-sources';
import { changePreviewOf, previewFileOf } from './changes/decisions';
import { startScheduledChanges, stopScheduledChanges } from './changes/scheduled';
import { installTestControl } from './test-control/test-control';
import { logApiTokenWrites, removeStrapiDefaultTokens } from './auth/api-tokens';
import { hasSignedBackofficeToken } from './auth/sessions';
import { refuseOtherStaffWrites } from './auth/staff-writes';
import { assertStartSettings } from './operations/start-settings';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    assertStartSettings();
    // An /api/admin route that names no ability stops the start here, naming it.
    assertEveryAdminRouteGuarded(strapi);
    // So does a command without a handler, or a publishing route without a command.
    assertCommandsWired(strapi);
    // A PUBLIC_ORIGIN that is not an absolute http(s) URL stops the start here, with the reason.
    if (isHttpsOrigin() && process.env.TRUST_PROXY !== 'true') {
      strapi.log.warn(
        'PUBLIC_ORIGIN is https but TRUST_PROXY is not true: the server cannot tell a request came over https, and the Strapi panel cannot set its Secure sign-in cookie. Behind the TLS proxy, set TRUST_PROXY=true.',
      );
    }
    cachePublicReads(CACHED_READS);
    keepReleasedFilesWith(keepFile);
    // Outermost first: the cache is dropped after the write and its activity entry have committed together.
    registerCacheInvalidation(strapi);
    registerActivityLog(strapi);
    logApiTokenWrites(strapi);
    refuseOtherStaffWrites(strapi);
    flagPanelEditsWhen(changesNeedApproval);
    registerScheduleRules(strapi);
    registerSiteSettingsRule(strapi);
    const middlewares = strapi.get('middlewares');
    middlewares.extend('strapi::cors', corsForAllowedOrigins);
    middlewares.extend('strapi::body', (strapiBody: Parameters<typeof withAnonymousBodyLimits>[0]) =>
      withAnonymousBodyLimits(
        strapiBody,
        (method, path) => method === 'POST' && isFormPage(path),
        hasSignedBackofficeToken,
      ),
    );
  },

  /**
   * After the plugins made their roles: the back-office role and sign-ins, then demo content when
   * the database is empty, in development only (SEED_DEMO_CONTENT=false skips the content).
   * SEED_ACCOUNTS=false creates no sign-in and SEED_STANDARD_TEXTS=false no customer-protection
   * text: the restore command loads Strapi on an empty database that must stay empty until the
   * archive's rows are written.
   */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureStaffIndexes();
    const roleId = await ensureBackofficeRole();
    await giveStaffRoles(roleId);
    if (process.env.SEED_ACCOUNTS !== 'false') {
      await ensureStaffAccounts(roleId);
      await ensurePanelSuperAdmin();
      // Strapi made a "Full Access" and a "Read Only" token at the first start: no route here takes one.
      await removeStrapiDefaultTokens();
    }
    await ensureComplaintIndexes();
    await threadFromResolutions();
    await ensureHiddenPageIndex();
    await ensureEnquiryIndexes();
    await ensureSiteLocales();
    const seedDemo = isDevelopment() && process.env.SEED_DEMO_CONTENT !== 'false' && (await isContentEmpty());
    // The customer-protection texts are the same for every bank: there from the first start, production too.
    if (process.env.SEED_STANDARD_TEXTS !== 'false') await ensureStandardTexts();
    await ensureActivityIndexes();
    if (seedDemo) {
      // One entry for the whole demo content rather than one per record.
      const records = await withoutRecordEntries(seedDemoContent);
      await writeEntry({
        action: 'import',
        resource: 'demo-content',
        record_label: `demo content loaded: ${countText(records, 'record')}`,
      });
    }
    await startCacheInvalidation(strapi);
    // The backup and restore commands load Strapi without the serving process's timers.
    if (process.env.SCHEDULED_TASKS !== 'false') {
      await startPageViews();
      await startTimedVisibility(strapi.log);
      await startScheduleStartLog();
      await startStaffUpkeep();
      startKeptFilesCleanUp();
      await startScheduledChanges();
    }
    // The change requests' previews: preview/ renders, changes/ replays (neither imports the other).
    registerPreviewSource(({ changeRequestId }) => changePreviewOf(changeRequestId));
    registerPreviewFiles(({ changeRequestId }, field) => previewFileOf(changeRequestId, field));
    registerTestPreviewSource(strapi.log);
    installSearchFrontDoor();
    installTestControl(strapi);
    installLifecycle(strapi);
    strapi.log.info('Back office: /AdminLogin · Strapi panel: /admin · API: /api');
  },

  async destroy() {
    stopTimedVisibility();
    await stopScheduledChanges();
    stopScheduleStartLog();
    stopStaffUpkeep();
    stopKeptFilesCleanUp();
    await stopPageViews();
    await stopCacheInvalidation();
  },
};
