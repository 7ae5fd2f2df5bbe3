import { boolean, number, object, string, type AnyObject, type AnySchema, type ObjectSchema } from 'yup';
import { emailAddress, requiredText } from '../resources/rule';
import {
  SITE_SETTINGS,
  SITE_TRANSLATED_SETTINGS,
  SITE_VALUE_SETTINGS,
  type AddressSetting,
  type SiteSettingDeclaration,
} from './declaration';

/** Whether `host` is one of `hosts`, or its www. or m. form. */
const isHostOf = (host: string, hosts: readonly string[]) =>
  hosts.some((allowed) => host === allowed || host === `www.${allowed}` || host === `m.${allowed}`);

/** Where a relative address is resolved to tell whether it stays on this site. */
const THIS_SITE = 'https://this-site.invalid';

/**
 * A path a browser keeps on this site: resolved by the URL parser, as a browser resolves a link,
 * it stays on this origin ('/\evil.example' and '/<tab>/evil.example' leave it: the parser reads a
 * backslash as a slash and drops tabs), and it has no spaces.
 */
function isPathOfThisSite(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    return new URL(value, THIS_SITE).origin === THIS_SITE;
  } catch {
    return false;
  }
}

/** Why an address is refused, or undefined when it is one the setting takes. */
export function addressProblem(setting: AddressSetting, value: string): string | undefined {
  if (value === '') return setting.optional ? undefined : `${setting.label} is a required field`;
  if (setting.sitePath && value.startsWith('/')) {
    return isPathOfThisSite(value) ? undefined : 'A page of this site starts with one / and has no spaces';
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return setting.sitePath
      ? "Give a page of this site ('/About') or a full https:// address"
      : 'Give a full https:// address';
  }
  if (url.protocol !== 'https:' || url.username || url.password || /\s/.test(value))
    return 'Give a full https:// address';
  if (setting.hosts) {
    if (!isHostOf(url.hostname, setting.hosts)) return `Give an address on ${setting.hosts.join(' or ')}`;
    if (url.pathname.length <= 1 && url.search === '')
      return `Give the address of the bank's own page on ${setting.hosts[0]}, not the site's home page`;
  }
  return undefined;
}

function ruleOf(setting: SiteSettingDeclaration): AnySchema {
  switch (setting.kind) {
    case 'text':
    case 'long-text':
      return setting.optional
        ? string().label(setting.label).max(setting.max).default('')
        : requiredText(setting.label, undefined, setting.max);
    case 'count':
      return number()
        .label(setting.label)
        .typeError(`${setting.label} must be a whole number`)
        .required()
        .integer(`${setting.label} must be a whole number`)
        .min(setting.min)
        .max(setting.max);
    case 'address':
      return string()
        .label(setting.label)
        .default('')
        .max(500)
        .test('address', function check(value) {
          const problem = addressProblem(setting, value ?? '');
          return problem ? this.createError({ message: problem }) : true;
        });
    case 'email':
      return emailAddress(setting.label, 254).required();
    case 'digits':
      return string()
        .label(setting.label)
        .required()
        .matches(
          new RegExp(`^\\d{${setting.minDigits},${setting.maxDigits}}$`),
          `Give ${setting.minDigits} to ${setting.maxDigits} digits, the country code first`,
        );
    case 'switch':
      return boolean().label(setting.label).typeError(`${setting.label} is on or off`).required();
    case 'picture':
      throw new Error('A picture is a file, checked by its bytes, not a value');
  }
}

/** The rule of every setting that is a value (not a picture): the back office's form and `PUT /api/admin/site-settings` alike. */
export const siteSettingsSchema: ObjectSchema<AnyObject> = object(
  Object.fromEntries(SITE_VALUE_SETTINGS.map((name) => [name, ruleOf(SITE_SETTINGS[name])])),
);

/** A translated text's rule: the English one's words and length, and empty (no text in that language) allowed. */
function translationRuleOf(setting: SiteSettingDeclaration): AnySchema {
  if (setting.kind !== 'text' && setting.kind !== 'long-text')
    throw new Error('Only a text setting is written per language');
  return string().label(setting.label).trim().max(setting.max).default('');
}

/**
 * The rule of a language's texts of the settings (`PUT /api/admin/site-settings/translations/:locale`
 * and its form): each as long as in English at most; an empty one is removed, and the page shows the
 * English text (or the language's own default while English has none saved either).
 */
export const siteSettingsTranslationSchema: ObjectSchema<AnyObject> = object(
  Object.fromEntries(SITE_TRANSLATED_SETTINGS.map((name) => [name, translationRuleOf(SITE_SETTINGS[name])])),
);
