import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from '../app/app';
import { matchPublicPage } from '../app/match-page';
import { PAGE_STATE_ELEMENT_ID, type PageState } from '../app/page-state';
import {
  PAGE_QUERY_PARAMS,
  SITE_SETTINGS_DEFAULTS,
  localePath,
  splitLocalePath,
  type Branch,
  type PageAnswer,
  type PageRequest,
  type SiteRenderer,
  type SiteLocale,
  type SiteSettings,
} from '@bank/shared';
import { NOT_FOUND_PAGE, type PageMeta, type PublicPage, type ReadData } from '../app/public-pages';
import { contentReadsOf } from '../app/content-reads';
import { contentLanguage, isUntranslatedPage } from '../lib/content-language';
import { API_PATHS, SITE_READS, listPath, localizedRead } from '../lib/api-paths';
import { allLocalesI18n } from '../lib/catalogues';
import { formMessage as formMessageIn } from '../lib/form-message';
import { routerBase, type SiteI18n } from '../lib/i18n';
import { headHtml, metaOf, scriptJson } from './page-head';
import { ISLANDS_CODE, screenAssets, type BuildManifest } from './screen-assets';
import { ISLAND_CATALOGUE_PARTS } from '../app/islands';
import { criticalCss, type SiteStylesheet } from './critical-css';
import { AFTER_FIRST_PAINT_MARKER, CRITICAL_CSS_MARKER } from '../lib/site-stylesheet';
import { ISLANDS_ROOT_ATTRIBUTE } from '../lib/hydration';
import builtStylesheet from 'virtual:site-stylesheet';

/** index.html's element the page's HTML goes in (marked for a page that hydrates in islands). */
const ROOT_ELEMENT = '<div id="root">';

export { robotsTxt, sitemapPages, sitemapXml } from './crawlers';
export { pagePathOf } from '../app/match-page';

/** A form's error message in a locale, as the page shows it (the API's answer to a form sent from that page). */
export async function formMessage(locale: SiteLocale, message: string): Promise<string> {
  return formMessageIn((await allLocalesI18n()).get(locale)!, message);
}

/**
 * Whether a page made for this query may be kept: the cache keys a page on its PAGE_QUERY_PARAMS,
 * so a page given any of them is kept only when its declaration says the values name something real.
 */
function isStorableQuery(page: PublicPage | undefined, search: string, read: ReadData): boolean {
  const params = new URLSearchParams(search);
  const kept = page ? (PAGE_QUERY_PARAMS[page.path] ?? []).filter((name) => params.has(name)) : [];
  if (kept.length === 0) return true;
  return page?.storableQuery?.(params, read) ?? false;
}

/** The parts of a locale's catalogue a page loads before it hydrates: the layout's and its screen's. */
const catalogueParts = (locale: SiteLocale, part: string) => [`${locale}/site`, `${locale}/${part}`];

/**
 * The built site the renderer fills in: index.html (with its markers) and Vite's manifest, and the
 * site's stylesheet whose rules each page's HTML uses go inline (the server build's own, from the
 * browser build, unless given; none outside a build).
 */
export interface SiteBuild {
  template: string;
  manifest: BuildManifest;
  stylesheet?: SiteStylesheet;
}

async function renderToHtml(state: PageState, url: string, i18n: SiteI18n): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url} basename={routerBase(i18n.locale)}>
        <App state={state} i18n={i18n} />
      </StaticRouter>
    </StrictMode>,
    {
      onError: (error) => console.error('Rendering failed', error),
      // Every boundary inline, in place: a large one would otherwise be sent apart with an inline
      // script to move it in, which the Content Security Policy (script-src 'self') blocks and a
      // browser without JavaScript never runs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The public site's server renderer: a path becomes a complete page, made of the data its route
 * declares (read in-process), its head, its screen's script and styles, and the page state the
 * browser hydrates with. Unknown paths answer 404 with the Page Not Found screen; aliases 301.
 */
export function createPageRenderer({
  template,
  manifest,
  stylesheet = builtStylesheet,
}: SiteBuild): SiteRenderer['renderPage'] {
  if (
    !template.includes('<!--app-head-->') ||
    !template.includes('<!--app-html-->') ||
    !template.includes('<html lang="en">') ||
    !template.includes(ROOT_ELEMENT)
  )
    throw new Error(
      `index.html lacks <html lang="en">, ${ROOT_ELEMENT}, or the <!--app-head--> or <!--app-html--> marker`,
    );
  const criticalRules = stylesheet && template.includes(CRITICAL_CSS_MARKER) ? criticalCss(stylesheet) : undefined;
  const deferred = template.includes(AFTER_FIRST_PAINT_MARKER);
  // A page's links from the manifest depend only on its locale and its screen (or islands): each
  // worked out once, by the walk of the manifest, and kept (a few dozen).
  const assetsByPage = new Map<string, ReturnType<typeof screenAssets>>();

  return async function renderPage({ url, origin, read, form }: PageRequest): Promise<PageAnswer> {
    const { pathname, search } = new URL(url, 'http://site');
    // English has no prefix: /en/Deposits is sent on to /Deposits.
    const english = /^\/en(\/.*)?$/.exec(pathname);
    if (english) return { status: 301, location: (english[1] || '/') + search };
    const { locale, path } = splitLocalePath(pathname);
    const i18n = (await allLocalesI18n()).get(locale)!;
    const inLocale = (to: string) => localePath(locale, to);
    const matched = matchPublicPage(path);
    if (matched.kind === 'redirect') return { status: 301, location: inLocale(matched.location) + search };

    // A page the back office hides answers as an unknown path would, without reading its records.
    const hidden = (await read(API_PATHS.hiddenPages)) as string[];
    const match =
      matched.kind === 'page' && hidden.includes(matched.page.path)
        ? ({ kind: 'not-found', page: NOT_FOUND_PAGE } as const)
        : matched;
    const page = match.page;
    const queryReads = match.kind === 'page' ? (match.page.queryReads?.(new URLSearchParams(search)) ?? []) : [];
    const recordReads =
      match.kind === 'page' && match.recordId !== undefined
        ? (match.page.recordPages?.reads?.(match.recordId) ?? [])
        : [];
    // The footer's offices and the protection band are on every page, the Page Not Found one too.
    const reads = [...new Set([...page.reads, ...SITE_READS, ...recordReads, ...queryReads])];
    const values = await Promise.all(
      // In the page's locale: a Marathi page's records in Marathi where they have it.
      reads.map((apiPath) => (apiPath === API_PATHS.hiddenPages ? hidden : read(localizedRead(apiPath, locale)))),
    );
    const data = Object.fromEntries(reads.map((apiPath, index) => [apiPath, values[index]]));
    const readData: ReadData = (apiPath) => data[apiPath] as never;
    const meta = metaOf(match, readData, i18n);
    // A record's address whose record is gone renders, like any unknown path, as not found.
    const found = match.kind === 'page' && meta !== undefined;
    const state: PageState = { data, ...(form ? { form } : {}) };

    const canonicalPath =
      match.kind === 'page' && found
        ? match.recordId === undefined
          ? match.page.path
          : `${match.page.path}/${match.recordId}`
        : undefined;
    // One address per page: /news and /News/ are sent on to /News (/mr/ to /mr), so links and the cache agree.
    if (canonicalPath !== undefined && inLocale(canonicalPath) !== pathname)
      return { status: 301, location: inLocale(canonicalPath) + search };
    const html = await renderToHtml(state, url, i18n);
    const content = contentLanguage(
      contentReadsOf(match).map((apiPath) => data[apiPath]),
      locale,
    );
    const head = headHtml({
      meta: meta ?? (NOT_FOUND_PAGE.meta as PageMeta),
      canonicalPath,
      i18n,
      noindex: found && isUntranslatedPage(content),
      origin,
      describesBank:
        match.kind === 'page' && found && match.page.describesBank
          ? {
              branches: readData<Branch[]>(listPath('branches')) ?? [],
              settings: readData<SiteSettings>(API_PATHS.siteSettings) ?? SITE_SETTINGS_DEFAULTS,
            }
          : undefined,
    });
    // A page that hydrates in islands loads their code (the entry's), not its screen's chunk.
    const islands = match.kind === 'page' && found && match.page.hydratesInIslands === true;
    // After index.html's own links: a screen's styles come after the base rules and win at equal specificity.
    const assetsKey = `${locale} ${islands ? ISLANDS_CODE : page.screen.source}`;
    let assets = assetsByPage.get(assetsKey);
    if (!assets) {
      assets = islands
        ? screenAssets(
            manifest,
            undefined,
            ISLAND_CATALOGUE_PARTS.map((part) => `${locale}/${part}`),
            ISLANDS_CODE,
          )
        : screenAssets(manifest, page.screen.source, catalogueParts(locale, page.screen.part));
      assetsByPage.set(assetsKey, assets);
    }
    // What only hydration needs waits in the page's template of what it loads after its first paint
    // (in the head, where the template has none).
    const tail = deferred ? assets.head : [assets.head, assets.afterFirstPaint].filter(Boolean).join('\n    ');
    const storable =
      queryReads.length === 0 && isStorableQuery(match.kind === 'page' ? match.page : undefined, search, readData);
    // What the first paint uses, in the page's own bytes: the rules its HTML uses (kept for a page the cache keeps).
    const critical = criticalRules ? `<style>${await criticalRules(locale, html, storable && found)}</style>` : '';
    // The page's data after its content: the first paint does not wait for it.
    const pageState = `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${scriptJson(state)}</script>`;
    // The root's mark first, before any content is in the page.
    const document = template
      .replace(ROOT_ELEMENT, () => (islands ? `<div id="root" ${ISLANDS_ROOT_ATTRIBUTE}>` : ROOT_ELEMENT))
      .replace('<html lang="en">', () => `<html lang="${locale}">`)
      .replace('<!--app-head-->', () => head)
      .replace(CRITICAL_CSS_MARKER, () => critical)
      .replace(AFTER_FIRST_PAINT_MARKER, () => assets.afterFirstPaint)
      .replace('</head>', () => `  ${tail}\n  </head>`)
      // The page state before the page's HTML goes in: a '</body>' in its content cannot catch it.
      .replace('</body>', () => `  ${pageState}\n  </body>`)
      .replace('<!--app-html-->', () => html);
    return {
      status: found ? 200 : 404,
      html: document,
      storable,
    };
  };
}
