// The site settings: what the bank changes from time to time without a developer. Each setting is
// declared once here; its rule (`schema.ts`), the CMS's single type (checked against this list), the
// public answer's type and the back office's form all follow from the declaration. No validation
// library here: every public page reads the defaults and the type.

/** The parts of the back office's settings form, in order. */
export const SITE_SETTING_GROUPS = {
  hero: 'Home: the banner at the top',
  figures: 'Home: the figures',
  contact: 'Hours and contacts',
  social: 'Social pages',
  banking: 'Internet banking and mobile apps',
} as const;

export type SiteSettingGroup = keyof typeof SITE_SETTING_GROUPS;

interface Declared<Kind extends string, Value> {
  kind: Kind;
  group: SiteSettingGroup;
  label: string;
  /** Shown under the input: what the setting is for, or the form of value it takes. */
  hint?: string;
  /** Today's text or figure: what the site shows until the bank saves another. */
  initial: Value;
}

/** A line of text: required unless `optional`. */
export interface TextSetting extends Declared<'text' | 'long-text', string> {
  max: number;
  optional?: boolean;
}

/** A whole number, such as a figure on Home. */
export interface CountSetting extends Declared<'count', number> {
  min: number;
  max: number;
}

/**
 * A web address. `sitePath` also takes a path of this site ('/About'); `hosts` limits it to the named
 * sites (their `www.` and `m.` forms too) and asks for a page on them, not their home page. Empty means
 * none: the link is not shown.
 */
export interface AddressSetting extends Declared<'address', string> {
  sitePath?: boolean;
  hosts?: readonly string[];
  optional?: boolean;
}

export type EmailSetting = Declared<'email', string>;

/** A telephone number in international form, digits only (WhatsApp's wa.me links take it so). */
export interface DigitsSetting extends Declared<'digits', string> {
  minDigits: number;
  maxDigits: number;
}

/** A picture of the media library; until one is chosen the site shows its own drawing. */
export type PictureSetting = Declared<'picture', null>;

export type SiteSettingDeclaration =
  TextSetting | CountSetting | AddressSetting | EmailSetting | DigitsSetting | PictureSetting;

export const SITE_SETTINGS = {
  hero_title: {
    kind: 'text',
    group: 'hero',
    label: 'Title',
    initial: 'Personalized Banking Services Just for You',
    max: 120,
  },
  hero_text: {
    kind: 'long-text',
    group: 'hero',
    label: 'Text under the title',
    initial:
      'A co-operative bank owned by its members: savings and deposits that grow safely, loans decided close to you, and people who know your name.',
    max: 400,
  },
  hero_button_label: { kind: 'text', group: 'hero', label: 'Button label', initial: 'read more', max: 40 },
  hero_button_link: {
    kind: 'address',
    group: 'hero',
    label: 'Button link',
    hint: "A page of this site ('/About') or a full https:// address",
    initial: '/About',
    sitePath: true,
  },
  hero_picture: {
    kind: 'picture',
    group: 'hero',
    label: 'Picture',
    hint: 'Beside the title on wide screens; without one, the drawing of the site is shown',
    initial: null,
  },
  years_of_experience: {
    kind: 'count',
    group: 'figures',
    label: 'Years of experience',
    initial: 100,
    min: 1,
    max: 999,
  },
  employees: { kind: 'count', group: 'figures', label: 'Experienced employees', initial: 10, min: 1, max: 99999 },
  banking_hours: { kind: 'text', group: 'contact', label: 'Banking hours', initial: '9.30 am to 5:00 pm', max: 80 },
  transaction_hours: {
    kind: 'text',
    group: 'contact',
    label: 'Transaction hours',
    initial: '10:00 am to 4:00 pm',
    max: 80,
  },
  holidays: {
    kind: 'text',
    group: 'contact',
    label: 'Holidays',
    initial: 'Sunday, the 2nd and 4th Saturday and other public holidays in the bank calendar',
    max: 200,
  },
  careers_email: {
    kind: 'email',
    group: 'contact',
    label: 'E-mail for job applications',
    initial: 'careers@vishwasbank.in',
  },
  whatsapp_number: {
    kind: 'digits',
    group: 'contact',
    label: 'WhatsApp number',
    hint: 'With the country code, digits only: 919822045670',
    initial: '919822045670',
    minDigits: 11,
    maxDigits: 15,
  },
  facebook_url: socialPage('Facebook page', ['facebook.com'], 'https://www.facebook.com/vishwasbank'),
  youtube_url: socialPage('YouTube channel', ['youtube.com'], 'https://www.youtube.com/@vishwasbank'),
  linkedin_url: socialPage('LinkedIn page', ['linkedin.com'], 'https://www.linkedin.com/company/vishwasbank'),
  instagram_url: socialPage('Instagram profile', ['instagram.com'], 'https://www.instagram.com/vishwasbank'),
  internet_banking_url: {
    kind: 'address',
    group: 'banking',
    label: 'Internet banking',
    hint: 'The https:// address of the sign-in page; empty: no link',
    initial: '',
    optional: true,
  },
  android_app_url: {
    kind: 'address',
    group: 'banking',
    label: 'Android app (Google Play)',
    hint: 'https://play.google.com/store/apps/details?id=…; empty: no link',
    initial: '',
    hosts: ['play.google.com'],
    optional: true,
  },
  ios_app_url: {
    kind: 'address',
    group: 'banking',
    label: 'iPhone app (App Store)',
    hint: 'https://apps.apple.com/in/app/…; empty: no link',
    initial: '',
    hosts: ['apps.apple.com'],
    optional: true,
  },
} as const satisfies Record<string, SiteSettingDeclaration>;

function socialPage(label: string, hosts: readonly string[], initial: string) {
  return {
    kind: 'address',
    group: 'social',
    label,
    hint: `The address of the bank's own page; empty: no icon`,
    initial,
    hosts,
    optional: true,
  } as const;
}

export type SiteSettingName = keyof typeof SITE_SETTINGS;

type ValueOf<D> = D extends { kind: 'count' } ? number : D extends { kind: 'picture' } ? string | null : string;

/** The settings as `GET /api/site-settings` answers them: a picture as its address, or null for the site's own. */
export type SiteSettings = { [Name in SiteSettingName]: ValueOf<(typeof SITE_SETTINGS)[Name]> };

export const SITE_SETTING_NAMES = Object.keys(SITE_SETTINGS) as SiteSettingName[];

/** The settings that are pictures (sent as files), and the others (sent as values). */
export const SITE_PICTURE_SETTINGS = SITE_SETTING_NAMES.filter((name) => SITE_SETTINGS[name].kind === 'picture');
export const SITE_VALUE_SETTINGS = SITE_SETTING_NAMES.filter((name) => SITE_SETTINGS[name].kind !== 'picture');

/** What the site shows before the bank saves anything: today's texts and figures. */
export const SITE_SETTINGS_DEFAULTS = Object.fromEntries(
  SITE_SETTING_NAMES.map((name) => [name, SITE_SETTINGS[name].initial]),
) as SiteSettings;

/** The social pages the bank has set, in the footer's order; an empty one is left out. */
export const SOCIAL_NETWORKS = [
  { setting: 'facebook_url', name: 'facebook' },
  { setting: 'youtube_url', name: 'youtube' },
  { setting: 'linkedin_url', name: 'linkedin' },
  { setting: 'instagram_url', name: 'instagram' },
] as const satisfies ReadonlyArray<{ setting: SiteSettingName; name: string }>;

/** The internet-banking and app links the bank has set, each with its label; an empty one is left out. */
export const BANKING_LINKS = [
  { setting: 'internet_banking_url', label: 'Internet Banking' },
  { setting: 'android_app_url', label: 'Android app' },
  { setting: 'ios_app_url', label: 'iPhone app' },
] as const satisfies ReadonlyArray<{ setting: SiteSettingName; label: string }>;
