import { useMemo, type ReactNode } from 'react';
import { I18nProvider, useI18n } from '../lib/i18n';
import { useSiteSettings } from '../lib/site-settings';

/**
 * The page's texts with its figures in the digits the site settings ask for (`devanagari_digits`).
 * The settings come with the page's data, so the server and the browser's first render write the same digits.
 */
export function SiteDigits({ children }: { children: ReactNode }) {
  const i18n = useI18n();
  const devanagari = useSiteSettings().devanagari_digits;
  const styled = useMemo(() => i18n.withDigits(devanagari), [i18n, devanagari]);
  return <I18nProvider i18n={styled}>{children}</I18nProvider>;
}
