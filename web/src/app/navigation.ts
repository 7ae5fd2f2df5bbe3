import { PUBLIC_PAGES, type PublicPage } from './public-pages';

/** A link of the header or the footer: the header's labels as the bank prints them, the footer's in words people read. */
export interface NavEntry {
  label: string;
  to: string;
}

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

function menuGroup(group: 'main' | 'more', pathOf: (page: PublicPage) => string = (page) => page.path): NavEntry[] {
  return PUBLIC_PAGES.flatMap((page) => (page.menu?.group === group ? [{ ...page.menu, to: pathOf(page) }] : []))
    .sort(byOrder)
    .map(({ label, to }) => ({ label, to }));
}

export const MAIN_NAV: NavEntry[] = menuGroup('main');
export const MORE_NAV: NavEntry[] = menuGroup('more');
/** The mobile menu links a page by its alias where it has one (management: /Management). */
export const MOBILE_MORE_NAV: NavEntry[] = menuGroup('more', (page) => page.alias ?? page.path);

export const FOOTER_LINKS: NavEntry[] = PUBLIC_PAGES.flatMap((page) =>
  page.footer ? [{ ...page.footer, to: page.path }] : [],
)
  .sort(byOrder)
  .map(({ label, to }) => ({ label, to }));

/** The page a link leads to: its own path, or the page an alias (/Management) is sent on to. */
const pageOf = (to: string) => PUBLIC_PAGES.find((page) => page.path === to || page.alias === to)?.path ?? to;

/** The links less those to pages hidden from visitors (the back office's Pages table). */
export const withoutHidden = (entries: readonly NavEntry[], hidden: ReadonlySet<string>): NavEntry[] =>
  entries.filter((entry) => !hidden.has(pageOf(entry.to)));
