import { loadCatalogue, loadWholeCatalogue } from 'virtual:site-catalogues';
import { SITE_LOCALES, type SiteLocale } from '@bank/shared';
import { SiteI18n } from './i18n';

/** The browser's page's texts: its locale's catalogue, part by part as its screens load. */
let pageI18n: SiteI18n | undefined;

/** The page's locale with the parts of its catalogue it shows first (the layout's, its screen's). */
export async function startPageI18n(locale: SiteLocale, parts: readonly string[]): Promise<SiteI18n> {
  pageI18n = new SiteI18n({ locale });
  await Promise.all(parts.map(loadPart));
  return pageI18n;
}

/** Loads a part of the page's catalogue (a screen's, with its chunk; nothing outside the browser). */
export async function loadPart(part: string): Promise<void> {
  const i18n = pageI18n;
  if (!i18n) return;
  i18n.load(await loadCatalogue(i18n.locale, part));
}

let serverI18n: Promise<Map<SiteLocale, SiteI18n>> | undefined;

/** The server's texts: every locale with its whole catalogue, loaded once. */
export function allLocalesI18n(): Promise<Map<SiteLocale, SiteI18n>> {
  serverI18n ??= Promise.all(
    SITE_LOCALES.map(async (locale) => [locale, new SiteI18n({ locale }, await loadWholeCatalogue(locale))] as const),
  ).then((entries) => new Map(entries));
  return serverI18n;
}
