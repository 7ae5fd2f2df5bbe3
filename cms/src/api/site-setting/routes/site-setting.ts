import { sharedObjectRoutes } from '../../../content/resource-routes';
import { readSiteSettings, saveSiteSettings } from '../../../site-settings/site-settings';

/** The site settings: read by every public page (cached like every public read) and set in the back office. */
export default {
  type: 'content-api',
  routes: sharedObjectRoutes(
    'site-settings',
    { read: 'settings.read', save: 'settings.write' },
    readSiteSettings,
    saveSiteSettings,
  ),
};
