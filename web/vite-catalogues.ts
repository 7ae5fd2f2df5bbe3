// The interface's catalogues, compiled at build time: one PO file a locale (src/locales/*.po, the
// file a translator edits; `npm run messages` adds the code's new texts to each), compiled by
// Lingui's own compiler into the arrays its runtime formats, and split by where each message is
// used, so that a page downloads only its locale's texts for the layout and its own screen:
//   virtual:site-catalogues              ENGLISH_MESSAGES (only those with placeholders or plurals:
//                                        a plain English text is its own message) and loadCatalogue()
//   virtual:site-catalogue/<locale>/<part>  one part of a locale: 'site' (the layout, shared
//                                        components and the shared package), a feature's folder
//                                        name ('home', 'contact', …), or 'server' (the head)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';

const LOCALES = ['en', 'mr', 'hi'] as const;
const SOURCE_LOCALE = 'en';
const CATALOGUE_DIR = path.resolve(import.meta.dirname, 'src/locales');
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
  'rates/calculator-inputs.ts': ['calculators'],
  'protection/unclaimed-deposits.ts': ['unclaimed-deposits'],
};

/** Where a message is used, as parts of its catalogue: a feature's folder, the server's head, or the site. */
function partsOf(origin: string): readonly string[] {
  const feature = /^src\/features\/([^/]+)\//.exec(origin);
  if (feature) return [feature[1]];
  if (origin.startsWith('src/server/')) return ['server'];
  const shared = /^\.\.\/packages\/shared\/src\/(.+)$/.exec(origin);
  return (shared && SHARED_PARTS[shared[1]]) ?? ['site'];
}

type Parts = Map<string, Record<string, CompiledMessage>>;

/** A locale's catalogue, compiled and split into parts; English keeps only what needs formatting. */
function compileCatalogue(locale: string): Parts {
  const file = path.join(CATALOGUE_DIR, `${locale}.po`);
  const catalogue = poFormat().parse(readFileSync(file, 'utf8'), {
    locale,
    sourceLocale: SOURCE_LOCALE,
    filename: file,
  }) as Record<string, { translation?: string; origin?: [string, number?][]; obsolete?: boolean }>;
  const parts: Parts = new Map();
  for (const [id, entry] of Object.entries(catalogue)) {
    if (entry.obsolete) continue;
    const text = entry.translation || (locale === SOURCE_LOCALE ? id : '');
    if (!text) continue;
    let compiled: CompiledMessage;
    try {
      compiled = compileMessageOrThrow(text);
    } catch (error) {
      throw new Error(`${path.basename(file)}: the message "${id}" is not valid ICU MessageFormat: ${String(error)}`);
    }
    if (locale === SOURCE_LOCALE && compiled.length === 1 && compiled[0] === id) continue;
    const origins = (entry.origin ?? []).flatMap(([origin]) => partsOf(origin));
    const names = origins.includes('site') || origins.length === 0 ? ['site'] : [...new Set(origins)];
    for (const name of names) parts.set(name, { ...parts.get(name), [id]: compiled });
  }
  return parts;
}

const moduleOf = (messages: object) => `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;

export function siteCatalogues(): Plugin {
  let compiled = new Map<string, Parts>();
  // A build ships English by part; the dev server and the component tests have all of it at once.
  let wholeEnglish = true;
  const partsOf = (locale: string) => {
    if (!compiled.has(locale)) compiled.set(locale, compileCatalogue(locale));
    return compiled.get(locale)!;
  };
  return {
    name: 'site-catalogues',
    configResolved(config) {
      wholeEnglish = config.command !== 'build';
    },
    buildStart() {
      compiled = new Map();
      for (const locale of LOCALES) this.addWatchFile(path.join(CATALOGUE_DIR, `${locale}.po`));
    },
    watchChange(id) {
      if (id.endsWith('.po')) compiled = new Map();
    },
    resolveId(id) {
      if (id === INDEX_ID || id.startsWith(PART_PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${INDEX_ID}`) {
        // English's layout part comes with the entry; its screens' parts load like any locale's.
        const english = wholeEnglish
          ? Object.assign({}, ...partsOf(SOURCE_LOCALE).values())
          : (partsOf(SOURCE_LOCALE).get('site') ?? {});
        const loaders = LOCALES.map(
          (locale) =>
            `${JSON.stringify(locale)}: {${[...partsOf(locale).keys()]
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
