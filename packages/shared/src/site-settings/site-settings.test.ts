import { describe, expect, it } from 'vitest';
import { validateInput } from '../validate';
import {
  SITE_SETTINGS,
  SITE_SETTINGS_DEFAULTS,
  SITE_SETTINGS_TRANSLATED_INITIALS,
  SITE_TRANSLATED_SETTINGS,
  SITE_VALUE_SETTINGS,
  siteSettingsSchema,
  siteSettingsTranslationSchema,
  type SiteSettingDeclaration,
} from './index';

const valuesOf = (changes: Record<string, unknown> = {}) => ({
  ...Object.fromEntries(SITE_VALUE_SETTINGS.map((name) => [name, SITE_SETTINGS_DEFAULTS[name]])),
  ...changes,
});
const errorsOf = async (changes: Record<string, unknown>) => {
  const result = await validateInput(siteSettingsSchema, valuesOf(changes));
  return result.ok ? {} : result.errors;
};

describe('site settings', () => {
  it("take today's texts and figures as they are", async () => {
    expect(await validateInput(siteSettingsSchema, valuesOf())).toEqual({ ok: true, values: valuesOf() });
    expect(SITE_SETTINGS_DEFAULTS).toMatchObject({
      hero_title: 'Personalized Banking Services Just for You',
      years_of_experience: 100,
      employees: 10,
      hero_picture: null,
    });
  });

  it('take figures typed into a form, and refuse what is not a whole number in bounds', async () => {
    const result = await validateInput(siteSettingsSchema, valuesOf({ years_of_experience: '105', employees: '12' }));
    expect(result.ok && [result.values.years_of_experience, result.values.employees]).toEqual([105, 12]);
    expect(await errorsOf({ years_of_experience: 'a hundred', employees: 2.5 })).toEqual({
      years_of_experience: 'Years of experience must be a whole number',
      employees: 'Experienced employees must be a whole number',
    });
    expect(await errorsOf({ years_of_experience: 0 })).toEqual({
      years_of_experience: 'Years of experience must be greater than or equal to 1',
    });
  });

  it('ask for a title of some words, and no longer than the banner holds', async () => {
    expect(await errorsOf({ hero_title: '   ' })).toEqual({ hero_title: 'Title is a required field' });
    expect(await errorsOf({ hero_title: 'x'.repeat(121) })).toEqual({
      hero_title: 'Title must be at most 120 characters',
    });
  });

  it("take a social page on its own network only, and an empty one as 'not shown'", async () => {
    expect(
      await errorsOf({
        facebook_url: '',
        youtube_url: 'https://youtube.com/@vishwasbank',
        linkedin_url: 'https://m.linkedin.com/company/x',
      }),
    ).toEqual({});
    expect(
      await errorsOf({
        facebook_url: 'https://www.facebook.com/',
        instagram_url: 'https://evil.example/instagram.com/x',
        youtube_url: 'http://www.youtube.com/@bank',
      }),
    ).toEqual({
      facebook_url: "Give the address of the bank's own page on facebook.com, not the site's home page",
      instagram_url: 'Give an address on instagram.com',
      youtube_url: 'Give a full https:// address',
    });
  });

  it("take a page of the site or an https address for the banner's button", async () => {
    expect(await errorsOf({ hero_button_link: '/InterestRates' })).toEqual({});
    expect(await errorsOf({ hero_button_link: 'https://netbanking.vishwasbank.in/' })).toEqual({});
    // A path is one the URL parser, as a browser, keeps on this site: a backslash is read as a slash.
    for (const elsewhere of [
      '//elsewhere.example/',
      '/\\elsewhere.example',
      '/\\/elsewhere.example',
      '/\t/elsewhere.example',
    ])
      expect(await errorsOf({ hero_button_link: elsewhere }), elsewhere).toEqual({
        hero_button_link: 'A page of this site starts with one / and has no spaces',
      });
    expect(await errorsOf({ hero_button_link: '/About?tab=history#board' })).toEqual({});
    expect(await errorsOf({ hero_button_link: 'javascript:alert(1)' })).toEqual({
      hero_button_link: 'Give a full https:// address',
    });
    expect(await errorsOf({ hero_button_link: '' })).toEqual({ hero_button_link: 'Button link is a required field' });
  });

  it('take app links only from their stores', async () => {
    expect(
      await errorsOf({
        android_app_url: 'https://play.google.com/store/apps/details?id=in.vishwasbank.mobile',
        ios_app_url: 'https://apps.apple.com/in/app/vishwas-bank/id1234567890',
      }),
    ).toEqual({});
    expect(await errorsOf({ android_app_url: 'https://example.com/app.apk' })).toEqual({
      android_app_url: 'Give an address on play.google.com',
    });
  });

  it('take a WhatsApp number as digits with the country code', async () => {
    expect(await errorsOf({ whatsapp_number: '+91 98220 45670' })).toEqual({
      whatsapp_number: 'Give 11 to 15 digits, the country code first',
    });
  });

  it('take Devanagari digits as on or off, off until the bank turns them on', async () => {
    expect(SITE_SETTINGS_DEFAULTS.devanagari_digits).toBe(false);
    const result = await validateInput(siteSettingsSchema, valuesOf({ devanagari_digits: 'true' }));
    expect(result.ok && result.values.devanagari_digits).toBe(true);
    expect(await errorsOf({ devanagari_digits: 'sometimes' })).toEqual({
      devanagari_digits: 'Devanagari digits on Marathi and Hindi pages is on or off',
    });
  });

  it('write the texts visitors read per language, each language with a default of its own in its script, as long as the English may be', () => {
    expect(SITE_TRANSLATED_SETTINGS).toEqual([
      'hero_title',
      'hero_text',
      'hero_button_label',
      'banking_hours',
      'transaction_hours',
      'holidays',
    ]);
    for (const [locale, initials] of Object.entries(SITE_SETTINGS_TRANSLATED_INITIALS)) {
      expect(Object.keys(initials), locale).toEqual(SITE_TRANSLATED_SETTINGS);
      for (const name of SITE_TRANSLATED_SETTINGS) {
        const setting = SITE_SETTINGS[name] as SiteSettingDeclaration & { max: number };
        expect(initials[name], `${locale} ${name}`).toMatch(/[\u0900-\u097F]/);
        expect(initials[name].length, `${locale} ${name}`).toBeLessThanOrEqual(setting.max);
      }
      // The same hours as the English, in Latin digits: the site writes them as devanagari_digits says.
      for (const name of ['banking_hours', 'transaction_hours'] as const)
        expect(initials[name].match(/\d+/g), `${locale} ${name}`).toEqual(SITE_SETTINGS_DEFAULTS[name].match(/\d+/g));
    }
  });

  it("take a translation's texts by the English lengths, an empty one as none", async () => {
    expect(await validateInput(siteSettingsTranslationSchema, { hero_title: '', holidays: ' रविवार ' })).toMatchObject({
      ok: true,
      values: { hero_title: '', holidays: 'रविवार' },
    });
    const refused = await validateInput(siteSettingsTranslationSchema, { hero_button_label: 'क'.repeat(41) });
    expect(refused).toEqual({ ok: false, errors: { hero_button_label: 'Button label must be at most 40 characters' } });
  });
});
