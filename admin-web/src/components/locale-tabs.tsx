import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { DEFAULT_LOCALE, LOCALE_NAMES, SITE_LOCALES, type SiteLocale, type TranslationLocale } from '@bank/shared';
import './locale-tabs.css';

interface LocaleTabsProps {
  /** What the tab list is of, for screen readers ('Languages of Fixed Deposit'). */
  label: string;
  /** The English panel: the record's own form, as it is without tabs. */
  english: ReactNode;
  /** The panel of a language the record may be translated into. */
  translation: (locale: TranslationLocale) => ReactNode;
}

/**
 * A record's languages as tabs, English first. A language's panel is made when its tab is first
 * opened (its translation loads then) and kept while another is shown, so nothing typed is lost.
 * Arrow keys, Home and End move between the tabs (the WAI-ARIA tabs pattern, selection follows focus).
 */
export function LocaleTabs({ label, english, translation }: LocaleTabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useState<SiteLocale>(DEFAULT_LOCALE);
  const [opened, setOpened] = useState<ReadonlySet<SiteLocale>>(() => new Set([DEFAULT_LOCALE]));
  const tabs = useRef(new Map<SiteLocale, HTMLButtonElement>());
  const tabId = (locale: SiteLocale) => `${baseId}-tab-${locale}`;
  const panelId = (locale: SiteLocale) => `${baseId}-panel-${locale}`;

  const select = (locale: SiteLocale) => {
    setSelected(locale);
    setOpened((before) => (before.has(locale) ? before : new Set([...before, locale])));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const at = SITE_LOCALES.indexOf(selected);
    const next =
      event.key === 'ArrowRight'
        ? SITE_LOCALES[(at + 1) % SITE_LOCALES.length]
        : event.key === 'ArrowLeft'
          ? SITE_LOCALES[(at - 1 + SITE_LOCALES.length) % SITE_LOCALES.length]
          : event.key === 'Home'
            ? SITE_LOCALES[0]
            : event.key === 'End'
              ? SITE_LOCALES[SITE_LOCALES.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    select(next);
    tabs.current.get(next)?.focus();
  };

  return (
    <div className="locale-tabs">
      <div className="locale-tabs__list" role="tablist" aria-label={label}>
        {SITE_LOCALES.map((locale) => (
          <button
            key={locale}
            ref={(element) => void (element ? tabs.current.set(locale, element) : tabs.current.delete(locale))}
            type="button"
            role="tab"
            id={tabId(locale)}
            aria-selected={selected === locale}
            aria-controls={panelId(locale)}
            tabIndex={selected === locale ? 0 : -1}
            className="locale-tabs__tab"
            onClick={() => select(locale)}
            onKeyDown={onKeyDown}
          >
            <span lang={locale}>{LOCALE_NAMES[locale]}</span>
          </button>
        ))}
      </div>
      {SITE_LOCALES.map((locale) => (
        <div
          key={locale}
          role="tabpanel"
          id={panelId(locale)}
          aria-labelledby={tabId(locale)}
          hidden={selected !== locale}
          className="locale-tabs__panel"
        >
          {opened.has(locale) && (locale === DEFAULT_LOCALE ? english : translation(locale as TranslationLocale))}
        </div>
      ))}
    </div>
  );
}
