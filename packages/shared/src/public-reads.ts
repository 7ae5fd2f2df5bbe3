import type { ResourceName } from './resources/index';
import type { ResourceRule } from './resources/rule';

/**
 * The query parameter naming the locale a public read answers in (`?locale=mr`): every read takes
 * it, English without it (the answer word for word as before), 400 for a locale the site has not.
 */
export const LOCALE_PARAM = 'locale';

/** One public read of the API: its path (`:id` stands for a record's id) and the query parameters its answer depends on. */
export interface PublicReadPath {
  path: string;
  /** Every other query parameter is ignored by the answer, and so by the cache's key. */
  params: readonly string[];
  /**
   * Whether its records are written per locale, so that a Marathi or Hindi page reads it in its
   * own (`?locale=mr`); the others answer the same in every locale.
   */
  translated: boolean;
}

/** Keeps the path's own type, so that the site can tell a record's read (`:id`) from the others. */
const read = <Path extends string>(path: Path, params: readonly string[] = [], translated = false) => ({
  path,
  params: [...params, LOCALE_PARAM],
  translated,
});

/** A list resource's public read: all its records, in a locale, whatever else the query says. */
export const listReadPath = (rule: ResourceRule): PublicReadPath => read(`/api/${rule.path}`, [], true);

/**
 * A list resource's public read by its name: `/api/` and the name in kebab case (`grievanceLevels`:
 * `/api/grievance-levels`), which is its rule's path (a test holds every rule to it). Made from the
 * name alone, so that the site names its reads without loading the rules and their validation library.
 */
export const resourceListPath = (name: ResourceName): string =>
  `/api/${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/**
 * Every public GET of the API, by name, declared once: the site reads them (each is a page's data
 * key on the server and in the browser), and the CMS answers and caches them
 * (cms/src/reads/public-reads.ts attaches what each one reads). The list resources' reads are not
 * here: each is `listReadPath(rule)`, or `resourceListPath(name)` by its name.
 */
export const PUBLIC_READ_PATHS = {
  pages: read('/api/pages', ['slug'], true),
  // The rates' rows in Marathi or Hindi from the glossary of rate texts; the history has no texts.
  rates: read('/api/rates', [], true),
  ratesHistory: read('/api/rates/history'),
  pastRates: read('/api/rates/history/:id', [], true),
  protectionSettings: read('/api/protection-settings'),
  hiddenPages: read('/api/hidden-pages'),
  siteSettings: read('/api/site-settings', [], true),
  unclaimedSearch: read('/api/unclaimed-deposits', ['q', 'page']),
} as const satisfies Record<string, PublicReadPath>;

export type PublicReadName = keyof typeof PUBLIC_READ_PATHS;
