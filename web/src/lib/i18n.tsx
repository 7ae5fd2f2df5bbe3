import { createContext, useContext, type ReactNode } from 'react';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import {
  DEFAULT_LOCALE,
  intlTag,
  localeBase,
  type CalculatorWords,
  type NumberStyle,
  type SiteLocale,
  type TenureWords,
} from '@bank/shared';
import { ENGLISH_MESSAGES } from 'virtual:site-catalogues';

type Values = Record<string, string | number>;

const linguiOf = (style: NumberStyle, messages: Messages) =>
  setupI18n({ locale: style.locale, locales: intlTag(style), messages: { [style.locale]: messages } });

const english = linguiOf({ locale: DEFAULT_LOCALE }, ENGLISH_MESSAGES);

/**
 * The interface's texts in one locale. A message's id is its English text (as the spec writes it),
 * so English needs no catalogue but for the messages with placeholders or plurals, and a message a
 * locale's catalogue lacks shows in English. Lingui formats placeholders and plurals with the
 * messages compiled at build time (`vite-catalogues.ts`).
 */
export class SiteI18n {
  readonly lingui: I18n;
  readonly numbers: NumberStyle;

  constructor(numbers: NumberStyle, messages: Messages = {}) {
    this.numbers = numbers;
    this.lingui = numbers.locale === DEFAULT_LOCALE ? english : linguiOf(numbers, messages);
    if (numbers.locale === DEFAULT_LOCALE) english.load(DEFAULT_LOCALE, messages);
  }

  get locale(): SiteLocale {
    return this.numbers.locale;
  }

  /** Adds a part of the locale's catalogue (a screen's messages, loaded with its chunk). */
  load(messages: Messages): void {
    this.lingui.load(this.locale, messages);
  }

  /** The message `id` (its English text) in this locale, its placeholders filled. */
  _(id: string, values?: Values): string {
    const from = id in this.lingui.messages ? this.lingui : id in english.messages ? english : undefined;
    return from ? from._(id, values) : id;
  }

  /** Whether the locale's catalogue has the message (else it shows in English). */
  has(id: string): boolean {
    return this.locale === DEFAULT_LOCALE || id in this.lingui.messages;
  }
}

const ENGLISH = new SiteI18n({ locale: DEFAULT_LOCALE });
const I18nContext = createContext<SiteI18n>(ENGLISH);

export function I18nProvider({ i18n, children }: { i18n: SiteI18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** The page's interface texts: `i18n._('CONTACT US')`. English outside a provider (component tests). */
export const useI18n = (): SiteI18n => useContext(I18nContext);

/** The page's locale: the address's prefix (/mr/…), English without one. */
export const useLocale = (): SiteLocale => useI18n().locale;

/** The router's base for a locale: '/mr' for Marathi pages, none for English. */
export const routerBase = (locale: SiteLocale): string | undefined => localeBase(locale) || undefined;

/** How the shared calculators' checks write their messages and figures on this page. */
export const calculatorWords = (i18n: SiteI18n): CalculatorWords => ({
  translate: (message, values) => i18n._(message, values),
  style: i18n.numbers,
});

/** How a tenure is written on this page: '7 days to 45 days', '1 year to less than 2 years'. */
export const tenureWords = (i18n: SiteI18n): TenureWords => ({
  days: (count) => i18n._('{count, plural, one {# day} other {# days}}', { count }),
  years: (count) => i18n._('{count, plural, one {# year} other {# years}}', { count }),
  lessThan: (years) => i18n._('less than {years}', { years }),
  span: (from, to) => i18n._('{from} to {to}', { from, to }),
});
