import { SITE_SETTINGS_DEFAULTS, type SiteSettings } from '@bank/shared';
import { API_PATHS } from '../lib/api-paths';

/** SWR's fallback with the site settings as the bank has changed them (the defaults otherwise), as the server renders a page with them. */
export const siteSettingsData = (changes: Partial<SiteSettings> = {}) => ({
  [API_PATHS.siteSettings]: { ...SITE_SETTINGS_DEFAULTS, ...changes },
});

/** Every social page emptied: the bank has none to show. */
export const NO_SOCIAL_PAGES: Partial<SiteSettings> = {
  facebook_url: '',
  youtube_url: '',
  linkedin_url: '',
  instagram_url: '',
};

/** The internet banking and both apps set. */
export const BANKING_SET: Partial<SiteSettings> = {
  internet_banking_url: 'https://netbanking.vishwasbank.in/login',
  android_app_url: 'https://play.google.com/store/apps/details?id=in.vishwasbank.mobile',
  ios_app_url: 'https://apps.apple.com/in/app/vishwas-bank/id1234567890',
};
