import { LOCALE_NAMES, SITE_LOCALES, localePath } from '@bank/shared';
import { useI18n } from '../lib/i18n';
import { useSiteLocation } from '../lib/site-navigation';
import './language-switch.css';

/**
 * The same page in each language, each named in itself (English, मराठी, हिंदी), keeping the query
 * and the place on the page. The choice is the address, nothing is remembered: each is a plain
 * link that loads the page in that language (its texts are a catalogue of their own).
 */
export function LanguageSwitch() {
  const i18n = useI18n();
  const { pathname, search, hash } = useSiteLocation();
  return (
    <nav className="language-switch" aria-label={i18n._('Language')}>
      <ul role="list">
        {SITE_LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={`${localePath(locale, pathname)}${search}${hash}`}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === i18n.locale ? 'true' : undefined}
            >
              {LOCALE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
