import { sharedObjectRoutes } from '../../../content/resource-routes';
import { readSiteSettings, saveSiteSettings } from '../../../site-settings/site-settings';
import { SITE_SETTINGS_UID } from '../../../resources';

/** The site settings: read by every public page (cached like every public read) and set in the back office. */
export default {
  type: 'content-api',
  routes: sharedObjectRoutes(
    'site-settings',
    { read: 'settings.read', save: 'settings.write' },
    readSiteSettings,
    saveSiteSettings,
    // Four eyes: checked whole when applied; the before and after of each field shown meanwhile.
    { record: SITE_SETTINGS_UID },
  ),
};
