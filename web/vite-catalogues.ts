// The interface's catalogues, compiled at build time: one PO file a locale (src/locales/*.po, the
// file a translator edits; `npm run messages` adds the code's new texts to each), compiled by
// Lingui's own compiler into the arrays src/lib/format-message.ts fills, and split by where each message is
// used, so that a page downloads only its locale's texts for the layout and its own screen:
//   virtual:site-catalogues              ENGLISH_MESSAGES (the dev server's and the component tests':
//                                        those with placeholders or plurals, a plain English text
//                                        being its own message; none in a build) and loadCatalogue()
//   virtual:site-catalogue/<locale>/<part>  one part of a locale: 'site' (the layout, shared
//                                        components and the shared package), a feature's folder
//                                        name ('home', 'contact', …), or 'server' (the head)
// A build also writes the site's own messages (those used only under src/) by a short key instead of
// their English text, in the code and in every catalogue ('3f' for 'Deposits'), so a Marathi page
// carries no English text and English loads its texts by part like any locale. The shared package's
// messages keep their English ids: the CMS answers with them and the form shows them translated.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';

const LOCALES = ['en', 'mr', 'hi'] as const;
const SOURCE_LOCALE = 'en';
const SOURCE_DIR = path.resolve(import.meta.dirname, 'src') + path.sep;
const CATALOGUE_DIR = path.join(SOURCE_DIR, 'locales');
const INDEX_ID = 'virtual:site-catalogues';
const PART_PREFIX = 'virtual:site-catalogue/';

/** The PO format the catalogues are written in, for `lingui extract` (lingui.config.ts) and this plugin alike. */
export const poFormat = () => formatter({ lineNumbers: false, explicitIdAsDefault: true });

/**
 * The shared package's messages, by the screens that show them: a form's and a calculator's
 * messages come with that screen's part instead of every page's.
 */
const SHARED_PARTS: Readonly<Record<string, readonly string[]>> = {
  'protection/complaints.ts': ['customer-protection'],
  'resources/contact-messages.ts': ['contact'],
  'resources/rule.ts': ['contact', 'customer-protection'],
  'phone.ts': ['contact', 'customer-protection'],
  'rates/calculator-inputs.ts': ['calculators'],
  'protection/unclaimed-deposits.ts': ['unclaimed-deposits'],
  // The API's errors a public form or search may show.
  'messages.ts': ['contact', 'customer-protection', 'unclaimed-deposits'],
};

/** Where a message is used, as parts of its catalogue: a feature's folder, the server's head, or the site. */
function partsOf(origin: string): readonly string[] {
  const feature = /^src\/features\/([^/]+)\//.exec(origin);
  if (feature) return [feature[1]];
  if (origin.startsWith('src/server/')) return ['server'];
  const shared = /^\.\.\/packages\/shared\/src\/(.+)$/.exec(origin);
  return (shared && SHARED_PARTS[shared[1]]) ?? ['site'];
}

type Parts = Map<string, Record<string, CompiledMessage | string>>;
type Entry = { translation?: string; origin?: [string, number?][]; obsolete?: boolean };

function readCatalogue(locale: string): Record<string, Entry> {
  const file = path.join(CATALOGUE_DIR, `${locale}.po`);
  return poFormat().parse(readFileSync(file, 'utf8'), {
    locale,
    sourceLocale: SOURCE_LOCALE,
    filename: file,
  }) as Record<string, Entry>;
}

/**
 * The short key of each of the site's own messages (every use under src/), in the English
 * catalogue's order: the browser's and the server's builds read the same file, so agree.
 */
function messageKeysOf(english: Record<string, Entry>): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [id, entry] of Object.entries(english)) {
    const origins = entry.origin ?? [];
    if (entry.obsolete || origins.length === 0 || origins.some(([origin]) => !origin.startsWith('src/'))) continue;
    keys.set(id, keys.size.toString(36));
  }
  const taken = [...keys.values()].find((key) => key in english && !keys.has(key));
  if (taken) throw new Error(`en.po: the message "${taken}" is also a short key; give the keys a prefix`);
  return keys;
}

/**
 * A locale's catalogue, compiled and split into parts. Without keys (the dev server, the tests),
 * English keeps only what needs formatting and a locale only its translations (the rest shows in
 * English); with keys, every keyed message is in every locale, in English where a translation lacks.
 */
function compileCatalogue(locale: string, keys: ReadonlyMap<string, string>): Parts {
  const catalogue = readCatalogue(locale);
  const parts: Parts = new Map();
  for (const [id, entry] of Object.entries(catalogue)) {
    if (entry.obsolete) continue;
    const key = keys.get(id);
    const text = entry.translation || (locale === SOURCE_LOCALE || key ? id : '');
    if (!text) continue;
    let compiled: CompiledMessage;
    try {
      compiled = compileMessageOrThrow(text);
    } catch (error) {
      throw new Error(`${locale}.po: the message "${id}" is not valid ICU MessageFormat: ${String(error)}`);
    }
    if (!key && locale === SOURCE_LOCALE && compiled.length === 1 && compiled[0] === id) continue;
    const origins = (entry.origin ?? []).flatMap(([origin]) => partsOf(origin));
    const names = origins.includes('site') || origins.length === 0 ? ['site'] : [...new Set(origins)];
    // A plain text is its own compiled message: a string rather than an array of one.
    const message = compiled.length === 1 && typeof compiled[0] === 'string' ? compiled[0] : compiled;
    for (const name of names) parts.set(name, { ...parts.get(name), [key ?? id]: message });
  }
  return parts;
}

/** A quoted literal of the source, as its text. */
const unquote = (literal: string): string =>
  JSON.parse(literal.startsWith("'") ? `"${literal.slice(1, -1).replace(/\\'/g, "'").replace(/"/g, '\\"')}"` : literal);

/** The literals the extractor reads: the first argument of i18n._('…') and a literal after an i18n comment. */
const MESSAGE_LITERAL = /(i18n\._\(\s*|\/\*i18n\*\/\s*)('(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*")/g;

/**
 * A module of the site with each of its own messages written by its key; a shared message keeps its
 * English id, and a literal the extractor did not take (one in a comment) is left as it is.
 */
function keyMessages(code: string, file: string, keys: ReadonlyMap<string, string>): string {
  return code.replace(MESSAGE_LITERAL, (whole, before: string, literal: string, offset: number) => {
    if (/^\s*\+/.test(code.slice(offset + whole.length)))
      throw new Error(`${file}: a message is one literal, not a sum (${literal} + …)`);
    const key = keys.get(unquote(literal));
    return key === undefined ? whole : `${before}${JSON.stringify(key)}`;
  });
}

const moduleOf = (messages: object) => `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;

export function siteCatalogues(): Plugin {
  let compiled = new Map<string, Parts>();
  // A build writes messages by key and ships English by part; the dev server and the component
  // tests keep the English ids and have all of English at once.
  let build = false;
  let keys: Map<string, string> | undefined;
  const keysOf = () => (keys ??= build ? messageKeysOf(readCatalogue(SOURCE_LOCALE)) : new Map<string, string>());
  const partsOf = (locale: string) => {
    if (!compiled.has(locale)) compiled.set(locale, compileCatalogue(locale, keysOf()));
    return compiled.get(locale)!;
  };
  return {
    name: 'site-catalogues',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    buildStart() {
      compiled = new Map();
      keys = undefined;
      for (const locale of LOCALES) this.addWatchFile(path.join(CATALOGUE_DIR, `${locale}.po`));
    },
    watchChange(id) {
      if (id.endsWith('.po')) {
        compiled = new Map();
        keys = undefined;
      }
    },
    resolveId(id) {
      if (id === INDEX_ID || id.startsWith(PART_PREFIX)) return `\0${id}`;
      return undefined;
    },
    transform(code, id) {
      if (!build || !id.startsWith(SOURCE_DIR) || !/\.tsx?$/.test(id) || !code.includes('i18n')) return undefined;
      return { code: keyMessages(code, path.relative(SOURCE_DIR, id), keysOf()), map: null };
    },
    load(id, options) {
      if (id === `\0${INDEX_ID}`) {
        // The head's part stays on the server.
        const partsLoaded = (locale: string) =>
          [...partsOf(locale).keys()].filter((part) => options?.ssr || part !== 'server');
        const english = build ? {} : Object.assign({}, ...partsOf(SOURCE_LOCALE).values());
        const loaders = LOCALES.map(
          (locale) =>
            `${JSON.stringify(locale)}: {${partsLoaded(locale)
              .map(
                (part) => `${JSON.stringify(part)}: () => import(${JSON.stringify(`${PART_PREFIX}${locale}/${part}`)})`,
              )
              .join(', ')}}`,
        );
        return [
          `export const ENGLISH_MESSAGES = JSON.parse(${JSON.stringify(JSON.stringify(english))});`,
          `const LOADERS = {${loaders.join(', ')}};`,
          'export async function loadCatalogue(locale, part) {',
          '  const load = LOADERS[locale]?.[part];',
          '  return load ? (await load()).default : {};',
          '}',
          'export async function loadWholeCatalogue(locale) {',
          '  const parts = await Promise.all(Object.keys(LOADERS[locale] ?? {}).map((part) => loadCatalogue(locale, part)));',
          '  return Object.assign({}, ...parts);',
          '}',
        ].join('\n');
      }
      if (id.startsWith(`\0${PART_PREFIX}`)) {
        const [locale, part] = id.slice(PART_PREFIX.length + 1).split('/');
        return moduleOf(partsOf(locale).get(part) ?? {});
      }
      return undefined;
    },
  };
}
