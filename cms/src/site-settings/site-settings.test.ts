import { readFileSync } from 'fs';
import path from 'path';
import { describe, expect, it } from 'vitest';
import { SITE_SETTINGS, SITE_SETTING_NAMES, SITE_TRANSLATED_SETTINGS, type SiteSettingDeclaration } from '@bank/shared';

interface Localized {
  pluginOptions?: { i18n?: { localized?: boolean } };
}

const schema = JSON.parse(
  readFileSync(
    path.join(__dirname, '..', 'api', 'site-setting', 'content-types', 'site-setting', 'schema.json'),
    'utf8',
  ),
) as {
  kind: string;
  pluginOptions: Localized;
  attributes: Record<string, { type: string; multiple?: boolean; allowedTypes?: string[] } & Localized>;
};

/** The column a setting needs: Strapi's `string` holds 255 characters, `text` more. */
const columnOf = (setting: SiteSettingDeclaration) => {
  if (setting.kind === 'picture') return { type: 'media', multiple: false, allowedTypes: ['images'] };
  if (setting.kind === 'count') return { type: 'integer' };
  if (setting.kind === 'switch') return { type: 'boolean' };
  if (setting.kind === 'address' || setting.kind === 'long-text') return { type: 'text' };
  return { type: 'string' };
};

describe('the site settings single type', () => {
  it('has a column for each declared setting, and none other, each wide enough for what its rule takes', () => {
    expect(schema.kind).toBe('singleType');
    expect(Object.keys(schema.attributes).sort()).toEqual([...SITE_SETTING_NAMES].sort());
    for (const name of SITE_SETTING_NAMES) {
      const { pluginOptions, ...column } = schema.attributes[name];
      expect(column, name).toEqual(columnOf(SITE_SETTINGS[name]));
      expect(pluginOptions, name).toEqual(
        (SITE_TRANSLATED_SETTINGS as readonly string[]).includes(name) ? { i18n: { localized: true } } : undefined,
      );
    }
    for (const name of SITE_SETTING_NAMES) {
      const setting = SITE_SETTINGS[name] as SiteSettingDeclaration;
      if (setting.kind === 'text') expect(setting.max, name).toBeLessThanOrEqual(255);
    }
  });

  it('is written per locale in exactly the texts the declaration says are translated, and those are texts', () => {
    expect(schema.pluginOptions).toEqual({ i18n: { localized: true } });
    const localized = SITE_SETTING_NAMES.filter((name) => schema.attributes[name].pluginOptions?.i18n?.localized);
    expect(localized).toEqual(SITE_TRANSLATED_SETTINGS);
    expect(localized).toEqual([
      'hero_title',
      'hero_text',
      'hero_button_label',
      'banking_hours',
      'transaction_hours',
      'holidays',
    ]);
    for (const name of SITE_TRANSLATED_SETTINGS)
      expect(['text', 'long-text'], name).toContain(SITE_SETTINGS[name].kind);
  });

  it('stores no required or default values: a value never saved is the declared default', () => {
    for (const [name, attribute] of Object.entries(schema.attributes))
      expect(attribute, name).not.toHaveProperty('default');
  });
});
