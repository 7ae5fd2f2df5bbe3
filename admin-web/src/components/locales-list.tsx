import { LOCALE_NAMES, SITE_LOCALES, type SiteLocale } from '@bank/shared';
import './locale-tabs.css';

/**
 * The languages a record is written in, each named in itself ('English · मराठी · हिंदी missing'):
 * the missing ones are muted and say so in words, for every reader.
 */
export function LocalesList({ locales }: { locales: readonly SiteLocale[] }) {
  return (
    <span className="locales-list">
      {SITE_LOCALES.map((locale, index) => (
        <span key={locale}>
          {index > 0 && ' · '}
          {locales.includes(locale) ? (
            <span lang={locale}>{LOCALE_NAMES[locale]}</span>
          ) : (
            <span className="locales-list__missing">
              <span lang={locale}>{LOCALE_NAMES[locale]}</span> missing
            </span>
          )}
        </span>
      ))}
    </span>
  );
}
