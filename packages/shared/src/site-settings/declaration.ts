// The site settings: what the bank changes from time to time without a developer. Each setting is
// declared once, in two tables a name apart: its kind, value and bounds (`values.ts`, all the public
// site imports) and here its words in the back office; its rule (`schema.ts`), the CMS's single type
// (checked against this list), the public answer's type and the back office's form all follow from
// the declaration. No validation library here: every public page reads the defaults and the type.
import type { TranslationLocale } from '../resources/translations';
import { SITE_SETTING_NAMES, SITE_SETTING_VALUES, type SiteSettingName } from './values';

/** The parts of the back office's settings form, in order. */
export const SITE_SETTING_GROUPS = {
  hero: 'Home: the banner at the top',
  figures: 'Home: the figures',
  contact: 'Hours and contacts',
  social: 'Social pages',
  banking: 'Internet banking and mobile apps',
  languages: 'Marathi and Hindi pages',
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
  /** A text visitors read, written per language (English, Marathi, Hindi); the others are one for all. */
  translated?: boolean;
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

/** On or off, such as a way of writing the site's pages. */
export type SwitchSetting = Declared<'switch', boolean>;

/** A picture of the media library; until one is chosen the site shows its own drawing. */
export type PictureSetting = Declared<'picture', null>;

export type SiteSettingDeclaration =
  TextSetting | CountSetting | AddressSetting | EmailSetting | DigitsSetting | SwitchSetting | PictureSetting;

/**
 * The back office's words for each setting: the part of its form, its label and its hint; and of a
 * text visitors read, that it is written per language (`translated`).
 */
const SITE_SETTING_WORDS = {
  hero_title: { group: 'hero', label: 'Title', translated: true },
  hero_text: { group: 'hero', label: 'Text under the title', translated: true },
  hero_button_label: { group: 'hero', label: 'Button label', translated: true },
  hero_button_link: {
    group: 'hero',
    label: 'Button link',
    hint: "A page of this site ('/About') or a full https:// address",
  },
  hero_picture: {
    group: 'hero',
    label: 'Picture',
    hint: 'Beside the title on wide screens; without one, the drawing of the site is shown',
  },
  years_of_experience: { group: 'figures', label: 'Years of experience' },
  employees: { group: 'figures', label: 'Experienced employees' },
  banking_hours: { group: 'contact', label: 'Banking hours', translated: true },
  transaction_hours: { group: 'contact', label: 'Transaction hours', translated: true },
  holidays: { group: 'contact', label: 'Holidays', translated: true },
  careers_email: { group: 'contact', label: 'E-mail for job applications' },
  whatsapp_number: {
    group: 'contact',
    label: 'WhatsApp number',
    hint: 'With the country code, digits only: 919822045670',
  },
  facebook_url: socialPage('Facebook page'),
  youtube_url: socialPage('YouTube channel'),
  linkedin_url: socialPage('LinkedIn page'),
  instagram_url: socialPage('Instagram profile'),
  internet_banking_url: {
    group: 'banking',
    label: 'Internet banking',
    hint: 'The https:// address of the sign-in page; empty: no link',
  },
  android_app_url: {
    group: 'banking',
    label: 'Android app (Google Play)',
    hint: 'https://play.google.com/store/apps/details?id=…; empty: no link',
  },
  ios_app_url: {
    group: 'banking',
    label: 'iPhone app (App Store)',
    hint: 'https://apps.apple.com/in/app/…; empty: no link',
  },
  devanagari_digits: {
    group: 'languages',
    label: 'Devanagari digits on Marathi and Hindi pages',
    hint: 'Off: figures in Latin digits (7.25), as Indian banks print them. On: ७.२५ on Marathi and Hindi pages; English pages keep Latin digits',
  },
} as const satisfies Record<
  SiteSettingName,
  Pick<SiteSettingDeclaration, 'group' | 'label' | 'hint'> & Pick<TextSetting, 'translated'>
>;

function socialPage(label: string) {
  return { group: 'social', label, hint: `The address of the bank's own page; empty: no icon` } as const;
}

type Declarations = {
  [Name in SiteSettingName]: (typeof SITE_SETTING_VALUES)[Name] & (typeof SITE_SETTING_WORDS)[Name];
};

/** Every setting, declared once: its kind, value and bounds (`values.ts`) with its words in the back office. */
export const SITE_SETTINGS = Object.fromEntries(
  SITE_SETTING_NAMES.map((name) => [name, { ...SITE_SETTING_VALUES[name], ...SITE_SETTING_WORDS[name] }]),
) as Declarations satisfies Record<SiteSettingName, SiteSettingDeclaration>;

/** The settings that are pictures (sent as files), and the others (sent as values). */
export const SITE_PICTURE_SETTINGS = SITE_SETTING_NAMES.filter((name) => SITE_SETTINGS[name].kind === 'picture');
export const SITE_VALUE_SETTINGS = SITE_SETTING_NAMES.filter((name) => SITE_SETTINGS[name].kind !== 'picture');

/** A setting written per language: a text visitors read (Home's banner, the hours and holidays). */
export type TranslatedSettingName = {
  [Name in SiteSettingName]: (typeof SITE_SETTING_WORDS)[Name] extends { translated: true } ? Name : never;
}[SiteSettingName];

const isTranslatedSetting = (name: SiteSettingName): name is TranslatedSettingName =>
  (SITE_SETTINGS[name] as SiteSettingDeclaration & { translated?: boolean }).translated === true;

/** The settings written per language, in the form's order; every other setting is one value for every language. */
export const SITE_TRANSLATED_SETTINGS: readonly TranslatedSettingName[] =
  SITE_SETTING_NAMES.filter(isTranslatedSetting);

/**
 * A language's texts of the settings as the back office reads and writes them
 * (`/api/admin/site-settings/translations/:locale`): null where that language has none saved.
 */
export type SiteSettingsTranslation = { locale: TranslationLocale } & Record<TranslatedSettingName, string | null> & {
    /** The settings' version (their last change in any language), which a save sends back; null before any is saved. */
    version: string | null;
  };
