import { createContext, useContext, type ReactNode } from 'react';
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
import { formatMessage, type Messages, type Values } from './format-message';

/** English's messages, one catalogue for every English page (a part loaded once serves them all). */
const english: Messages = { ...ENGLISH_MESSAGES };
const ENGLISH_TAG = intlTag({ locale: DEFAULT_LOCALE });

/**
 * The interface's texts in one locale. A message's id is its English text (as the spec writes it),
 * so the dev server's English needs no catalogue but for the messages with placeholders or plurals,
 * and a message a locale's catalogue lacks shows in English; a build writes the site's own messages
 * by key and loads English by part like any locale (`vite-catalogues.ts`, which compiles them).
 */
export class SiteI18n {
  readonly numbers: NumberStyle;
  private messages: Messages;
  private readonly tag: string;

  constructor(numbers: NumberStyle, messages: Messages = {}) {
    this.numbers = numbers;
    const isEnglish = numbers.locale === DEFAULT_LOCALE;
    this.messages = isEnglish ? english : { ...messages };
    this.tag = isEnglish ? ENGLISH_TAG : intlTag(numbers);
    if (isEnglish) this.load(messages);
  }

  /**
   * These texts with the digits the bank has set: Devanagari on a Marathi or Hindi page when it asks
   * for them, Latin otherwise; English always Latin. Shares the catalogue, so a part loaded later serves both.
   */
  withDigits(devanagari: boolean): SiteI18n {
    const numberingSystem = devanagari && this.locale !== DEFAULT_LOCALE ? 'deva' : undefined;
    if (numberingSystem === this.numbers.numberingSystem) return this;
    const styled = new SiteI18n({ locale: this.locale, numberingSystem });
    styled.messages = this.messages;
    return styled;
  }

  get locale(): SiteLocale {
    return this.numbers.locale;
  }

  /** Adds a part of the locale's catalogue (a screen's messages, loaded with its chunk). */
  load(messages: Messages): void {
    Object.assign(this.messages, messages);
  }

  /** The message `id` (its English text, or its key in a build) in this locale, its placeholders filled. */
  _(id: string, values: Values = {}): string {
    const message = this.messages[id] ?? english[id];
    return message === undefined ? id : formatMessage(message, values, id in this.messages ? this.tag : ENGLISH_TAG);
  }

  /** Whether the locale's catalogue has the message (else it shows in English). */
  has(id: string): boolean {
    return this.locale === DEFAULT_LOCALE || id in this.messages;
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
  lessThan: (count) => i18n._('{count, plural, one {less than # year} other {less than # years}}', { count }),
  span: (from, to) => i18n._('{from} to {to}', { from, to }),
});
