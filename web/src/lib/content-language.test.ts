import { describe, expect, it } from 'vitest';
import { SITE_SETTINGS_DEFAULTS } from '@bank/shared';
import { contentLanguage, isUntranslatedPage } from './content-language';

describe('contentLanguage', () => {
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
