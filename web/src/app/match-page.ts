import { matchPath } from 'react-router-dom';
import { NOT_FOUND_PAGE, PUBLIC_PAGES, type PublicPage } from './public-pages';

/** What a path is on the public site: a page (and maybe one of its records), an old address of one, or nothing. */
export type PageMatch =
  | { kind: 'page'; page: PublicPage; recordId?: number }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found'; page: typeof NOT_FOUND_PAGE };

// The router matches paths without regard to case (/news is /News): the server must answer the same.
const matches = (pattern: string, pathname: string) =>
  matchPath({ path: pattern, caseSensitive: false, end: true }, pathname);

/** Matches a path as the router does; a record's address needs a whole-number id. */
export function matchPublicPage(pathname: string): PageMatch {
  for (const page of PUBLIC_PAGES) {
    if (matches(page.path, pathname)) return { kind: 'page', page };
    if (page.alias && matches(page.alias, pathname)) return { kind: 'redirect', location: page.path };
    const record = page.recordPages && matches(`${page.path}/:id`, pathname);
    if (record && /^[1-9]\d{0,9}$/.test(record.params.id ?? ''))
      return { kind: 'page', page, recordId: Number(record.params.id) };
  }
  return { kind: 'not-found', page: NOT_FOUND_PAGE };
}

/**
 * The path itself when it is a page's own address, as page views count it: a page, or one of its
 * records (/Awards/3), spelled as its links spell it; undefined for an alias, another spelling or
 * an unknown path.
 */
export function pagePathOf(pathname: string): string | undefined {
  const match = matchPublicPage(pathname);
  if (match.kind !== 'page') return undefined;
  const own = match.recordId === undefined ? match.page.path : `${match.page.path}/${match.recordId}`;
  return own === pathname ? own : undefined;
}
