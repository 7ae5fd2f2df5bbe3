import type { Context } from 'koa';
import { backoffice, sharedObjectRoutes } from '../../../content/resource-routes';
import {
  describeSiteSettingsSave,
  describeSiteSettingsTranslation,
  readSiteSettings,
  readSiteSettingsTranslation,
  saveSiteSettings,
  saveSiteSettingsTranslation,
} from '../../../site-settings/site-settings';
import { SITE_SETTINGS_UID } from '../../../resources';
import { commandRoute, registerCommands } from '../../../lib/commands';

const TRANSLATION_PATH = '/admin/site-settings/translations/:locale';
const SAVE_TRANSLATION = saveSiteSettingsTranslation.definition.name;
registerCommands([saveSiteSettingsTranslation]);

/**
 * The site settings: read by every public page (cached like every public read) and set in the back
 * office; their texts visitors read also in Marathi and Hindi (`/translations/:locale`).
 */
export default {
  type: 'content-api',
  routes: [
    ...sharedObjectRoutes(
      'site-settings',
      { read: 'settings.read', save: 'settings.write' },
      () => readSiteSettings(),
      // Four eyes: checked whole before it is kept; the before and after of each field shown meanwhile.
      saveSiteSettings,
      { record: SITE_SETTINGS_UID, describe: describeSiteSettingsSave },
    ),
    {
      method: 'GET',
      path: TRANSLATION_PATH,
      handler: async (ctx: Context) => {
        ctx.body = await readSiteSettingsTranslation(ctx);
      },
      config: backoffice('settings.read'),
    },
    {
      method: 'PUT',
      path: TRANSLATION_PATH,
      handler: commandRoute(SAVE_TRANSLATION),
      // Four eyes: the texts checked before they are kept; each one in that language before and after.
      config: backoffice('settings.write', {
        publishes: { record: SITE_SETTINGS_UID, describe: describeSiteSettingsTranslation },
        command: SAVE_TRANSLATION,
      }),
    },
  ],
};
