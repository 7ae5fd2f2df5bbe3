/**
 * The languages of the public site. English is the default and keeps today's addresses (/Deposits);
 * Marathi and Hindi serve the same pages under their prefix (/mr/Deposits, /hi/InterestRates).
 */
export const SITE_LOCALES = ['en', 'mr', 'hi'] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];
export const DEFAULT_LOCALE: SiteLocale = 'en';

/** Each language named in itself, as the language switch shows it. */
export const LOCALE_NAMES: Readonly<Record<SiteLocale, string>> = { en: 'English', mr: 'मराठी', hi: 'हिंदी' };

/** The locale Intl formats a page's numbers and dates with: Indian English, Marathi and Hindi as written in India. */
export const INTL_LOCALES: Readonly<Record<SiteLocale, string>> = { en: 'en-IN', mr: 'mr-IN', hi: 'hi-IN' };

/**
 * How a page writes its numbers and dates: its locale, and the digits. Indian banks print Latin
 * digits in Marathi and Hindi too; `numberingSystem: 'deva'` writes Devanagari digits, on Marathi and
 * Hindi pages when the site setting `devanagari_digits` asks for them.
 */
export interface NumberStyle {
  locale: SiteLocale;
  numberingSystem?: 'latn' | 'deva';
}

/** Intl's tag for a page's numbers: 'mr-IN-u-nu-latn' (Marathi, Latin digits). */
export const intlTag = ({ locale, numberingSystem = 'latn' }: NumberStyle): string =>
  `${INTL_LOCALES[locale]}-u-nu-${numberingSystem}`;

const isEnglish = (style?: NumberStyle) => !style || (style.locale === DEFAULT_LOCALE && !style.numberingSystem);

/**
 * A figure as the page writes it: as the code writes it in English (7.5, or 0.50 with two
 * `fractionDigits`), with the locale's digits elsewhere.
 */
export function formatNumber(value: number, style?: NumberStyle, fractionDigits?: number): string {
  if (isEnglish(style)) return fractionDigits === undefined ? String(value) : value.toFixed(fractionDigits);
  const digits =
    fractionDigits === undefined
      ? { maximumFractionDigits: 20 }
      : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  return new Intl.NumberFormat(intlTag(style!), { useGrouping: false, ...digits }).format(value);
}

export const isSiteLocale = (value: unknown): value is SiteLocale =>
  typeof value === 'string' && (SITE_LOCALES as readonly string[]).includes(value);

/** The address prefix of a locale: '' for English, '/mr' and '/hi' for the others. */
export const localeBase = (locale: SiteLocale): string => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/**
 * A site path's locale and the page's own path under it: '/mr/Deposits' is Deposits in Marathi,
 * '/mr' (and '/mr/') Marathi's Home, '/Deposits' English. Only the lower-case prefixes are locales;
 * '/en/…' is not a page (the renderer sends it on to the English address).
 */
export function splitLocalePath(pathname: string): { locale: SiteLocale; path: string } {
  const match = /^\/(mr|hi)(\/.*)?$/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale: match[1] as SiteLocale, path: match[2] && match[2] !== '/' ? match[2] : '/' };
}

/** A page's address in a locale: localePath('mr', '/Deposits') is '/mr/Deposits'; Home in Marathi is '/mr'. */
export const localePath = (locale: SiteLocale, path: string): string =>
  locale === DEFAULT_LOCALE ? path : path === '/' ? localeBase(locale) : `${localeBase(locale)}${path}`;

/** A count grouped as India writes it: 4,000; 1,00,000 (in the style's digits). */
export const formatCount = (count: number, style?: NumberStyle): string =>
  isEnglish(style) ? count.toLocaleString('en-IN') : new Intl.NumberFormat(intlTag(style!)).format(count);
