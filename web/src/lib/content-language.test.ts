import { describe, expect, it } from 'vitest';
import { SITE_SETTINGS_DEFAULTS } from '@bank/shared';
import { contentLanguage, isUntranslatedPage } from './content-language';

const row = (locale?: string) => (locale ? { id: 1, product: 'x', locale } : { id: 1, product: 'x' });
const schedule = (rows: object[], upcoming: object | null = null) => ({
  effective_from: '2026-04-01',
  deposits: rows,
  loans: [],
  charges: [],
  upcoming,
});

describe("a page's content language", () => {
  it('counts a rate schedule by its rows and its announced one’s, not as one record', () => {
    const rates = schedule([row('mr'), row('mr')], schedule([row('mr'), row('en')]));
    expect(contentLanguage([rates], 'mr')).toEqual({ translated: 3, untranslated: 1 });
  });

  it('judges a Marathi Home whose rates rows are all translated as translated, indexed', () => {
    const content = contentLanguage([schedule([row('mr')], null)], 'mr');
    expect(content).toEqual({ translated: 1, untranslated: 0 });
    expect(isUntranslatedPage(content)).toBe(false);
  });

  it('keeps out of the index a page none of whose records came in its language', () => {
    const content = contentLanguage([schedule([row('en'), row('en')]), [row('en')]], 'hi');
    expect(isUntranslatedPage(content)).toBe(true);
  });

  it('counts a record without a locale of its own as English, and an empty schedule as nothing', () => {
    expect(contentLanguage([row(), schedule([])], 'mr')).toEqual({ translated: 0, untranslated: 1 });
  });

  it('counts each record of a list, and a read without locales as one English record', () => {
    expect(contentLanguage([[{ locale: 'mr' }, { locale: 'en' }], { rate: 7 }], 'mr')).toEqual({
      translated: 1,
      untranslated: 2,
    });
  });

  it('counts each text of the settings by the locale their answer says it came in', () => {
    const settings = { ...SITE_SETTINGS_DEFAULTS, locales: { hero_title: 'mr', hero_text: 'mr', holidays: 'en' } };
    const content = contentLanguage([settings, { rate: 7 }], 'mr');
    expect(content).toEqual({ translated: 2, untranslated: 2 });
    expect(isUntranslatedPage(content)).toBe(false);
    // English answers say no locales: the settings are one English read, as before.
    expect(contentLanguage([SITE_SETTINGS_DEFAULTS], 'en')).toEqual({ translated: 1, untranslated: 0 });
  });
});
