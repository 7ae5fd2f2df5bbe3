// What the public site needs of the site settings: each setting's kind, today's value and bounds,
// without the back office's words (`declaration.ts` adds those), so that the site's pages do not
// download the settings form's labels and hints.
import type { SiteLocale } from '../locales';

/** Each setting's kind, its value until the bank saves another (`initial`), and the bounds of its rule. */
export const SITE_SETTING_VALUES = {
  hero_title: { kind: 'text', initial: 'Personalized Banking Services Just for You', max: 120 },
  hero_text: {
    kind: 'long-text',
    initial:
      'A co-operative bank owned by its members: savings and deposits that grow safely, loans decided close to you, and people who know your name.',
    max: 400,
  },
  hero_button_label: { kind: 'text', initial: 'read more', max: 40 },
  hero_button_link: { kind: 'address', initial: '/About', sitePath: true },
  hero_picture: { kind: 'picture', initial: null },
  years_of_experience: { kind: 'count', initial: 100, min: 1, max: 999 },
  employees: { kind: 'count', initial: 10, min: 1, max: 99999 },
  banking_hours: { kind: 'text', initial: '9.30 am to 5:00 pm', max: 80 },
  transaction_hours: { kind: 'text', initial: '10:00 am to 4:00 pm', max: 80 },
  holidays: {
    kind: 'text',
    initial: 'Sunday, the 2nd and 4th Saturday and other public holidays in the bank calendar',
    max: 200,
  },
  careers_email: { kind: 'email', initial: 'careers@vishwasbank.in' },
  whatsapp_number: { kind: 'digits', initial: '919822045670', minDigits: 11, maxDigits: 15 },
  facebook_url: socialPage(['facebook.com'], 'https://www.facebook.com/vishwasbank'),
  youtube_url: socialPage(['youtube.com'], 'https://www.youtube.com/@vishwasbank'),
  linkedin_url: socialPage(['linkedin.com'], 'https://www.linkedin.com/company/vishwasbank'),
  instagram_url: socialPage(['instagram.com'], 'https://www.instagram.com/vishwasbank'),
  internet_banking_url: { kind: 'address', initial: '', optional: true },
  android_app_url: { kind: 'address', initial: '', hosts: ['play.google.com'], optional: true },
  ios_app_url: { kind: 'address', initial: '', hosts: ['apps.apple.com'], optional: true },
  devanagari_digits: { kind: 'switch', initial: false },
} as const;

function socialPage(hosts: readonly string[], initial: string) {
  return { kind: 'address', initial, hosts, optional: true } as const;
}

export type SiteSettingName = keyof typeof SITE_SETTING_VALUES;

type ValueOf<D> = D extends { kind: 'count' }
  ? number
  : D extends { kind: 'switch' }
    ? boolean
    : D extends { kind: 'picture' }
      ? string | null
      : string;

/** Every setting's value: a picture as its address, or null for the site's own. */
type SiteSettingValues = { [Name in SiteSettingName]: ValueOf<(typeof SITE_SETTING_VALUES)[Name]> };

/**
 * The settings as `GET /api/site-settings` answers them: a picture as its address, or null for the
 * site's own. Asked in Marathi or Hindi (`?locale=`), the answer says which language each text
 * written per language came in (`locales`): the one asked, or English where that has none.
 */
export type SiteSettings = SiteSettingValues & {
  locales?: Partial<Record<SiteSettingName, SiteLocale>>;
};

export const SITE_SETTING_NAMES = Object.keys(SITE_SETTING_VALUES) as SiteSettingName[];

/** What the site shows before the bank saves anything: today's texts and figures. */
export const SITE_SETTINGS_DEFAULTS: SiteSettings = Object.fromEntries(
  SITE_SETTING_NAMES.map((name) => [name, SITE_SETTING_VALUES[name].initial]),
) as SiteSettingValues;

/** The social pages the bank has set, in the footer's order; an empty one is left out. */
export const SOCIAL_NETWORKS = [
  { setting: 'facebook_url', name: 'facebook' },
  { setting: 'youtube_url', name: 'youtube' },
  { setting: 'linkedin_url', name: 'linkedin' },
  { setting: 'instagram_url', name: 'instagram' },
] as const satisfies ReadonlyArray<{ setting: SiteSettingName; name: string }>;

/** The internet-banking and app links the bank has set, each with its label; an empty one is left out. */
export const BANKING_LINKS = [
  { setting: 'internet_banking_url', label: /*i18n*/ 'Internet Banking' },
  { setting: 'android_app_url', label: /*i18n*/ 'Android app' },
  { setting: 'ios_app_url', label: /*i18n*/ 'iPhone app' },
] as const satisfies ReadonlyArray<{ setting: SiteSettingName; label: string }>;
