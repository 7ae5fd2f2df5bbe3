import { BANKING_LINKS, SITE_SETTINGS_DEFAULTS, type SiteSettingName, type SiteSettings } from '@bank/shared';
import { useRecordLangs } from './content-language';
import { API_PATHS } from './api-paths';
import { useApiRecord } from './use-api-list';

/**
 * What the bank has set for the site (the Home banner and figures, hours and contacts, social pages,
 * internet banking and apps), as the page was rendered with them; today's texts and figures (the
 * defaults) until they have arrived or when they cannot be read.
 */
export function useSiteSettings(): SiteSettings {
  return useApiRecord<SiteSettings>(API_PATHS.siteSettings).record ?? SITE_SETTINGS_DEFAULTS;
}

/**
 * The `lang` each text of the settings takes on this page: the language it came in (the answer's
 * `locales`, English where it says none) where that is not the page's, else none (the page's own).
 */
export function useSettingLangs(settings: SiteSettings): (name: SiteSettingName) => string | undefined {
  const langOf = useRecordLangs();
  return (name) => langOf({ locale: settings.locales?.[name] });
}

/** An address of this site ('/About'), followed inside the app, rather than another site's. */
export const isSitePath = (address: string) => address.startsWith('/') && !address.startsWith('//');

export interface BankingLink {
  setting: (typeof BANKING_LINKS)[number]['setting'];
  label: string;
  href: string;
}

/** The internet-banking and app links the bank has set, in BANKING_LINKS' order; an empty one is left out. */
export const bankingLinksOf = (settings: SiteSettings): BankingLink[] =>
  BANKING_LINKS.filter(({ setting }) => settings[setting] !== '').map(({ setting, label }) => ({
    setting,
    label,
    href: settings[setting],
  }));

/** The internet banking's sign-in page, when the bank has set one: the header links it. */
export const useInternetBanking = (): BankingLink | undefined =>
  bankingLinksOf(useSiteSettings()).find((link) => link.setting === 'internet_banking_url');
