import {
  createContext,
  useContext,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
} from 'react';

/** Where the page is, without its language's prefix (`/About` on /mr/About), as the router gives it. */
export interface SiteLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** A link to a page of this site: `to` is its address without the language's prefix ('/About', '/Calculators#fd'). */
export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

/**
 * How this page's links go and where it is: the router's (links that move inside the app) or, with
 * no router, the page's own (plain links under its language's prefix, each loading its page: a page
 * hydrated in islands downloads no router). The two write the same HTML (site-navigation.test.tsx),
 * so either hydrates what the server rendered with the other.
 */
export interface SiteNavigation {
  location: SiteLocation;
  /** The language's prefix of every address ('' or '/mr'). */
  base: string;
  router?: { Link: ComponentType<SiteLinkProps>; NavLink: ComponentType<SiteLinkProps> };
}

const SiteNavigationContext = createContext<SiteNavigation | undefined>(undefined);
export const SiteNavigationProvider = SiteNavigationContext.Provider;

function useSiteNavigation(): SiteNavigation {
  const navigation = useContext(SiteNavigationContext);
  if (!navigation) throw new Error('A site link is rendered outside a SiteNavigationProvider');
  return navigation;
}

export const useSiteLocation = (): SiteLocation => useSiteNavigation().location;

/** A link to a page of this site. */
export function SiteLink({ to, children, ...rest }: SiteLinkProps) {
  const { base, router } = useSiteNavigation();
  if (router)
    return (
      <router.Link to={to} {...rest}>
        {children}
      </router.Link>
    );
  // The router's `data-discover` too, so that the two write the same HTML.
  return (
    <a {...rest} href={hrefUnder(base, to)} data-discover="true">
      {children}
    </a>
  );
}

/** A menu's link to a page of this site: marked `active` and `aria-current="page"` while that page is shown. */
export function SiteNavLink({ to, className, children, ...rest }: SiteLinkProps) {
  const { base, location, router } = useSiteNavigation();
  if (router)
    return (
      <router.NavLink to={to} className={className} {...rest}>
        {children}
      </router.NavLink>
    );
  const active = isActivePath(location.pathname, to);
  return (
    <a
      {...rest}
      aria-current={active ? 'page' : undefined}
      className={[className, active ? 'active' : undefined].filter(Boolean).join(' ')}
      href={hrefUnder(base, to)}
      data-discover="true"
    >
      {children}
    </a>
  );
}

const subscribeToHash = (update: () => void) => {
  window.addEventListener('hashchange', update);
  return () => window.removeEventListener('hashchange', update);
};

/**
 * The page's own navigation, without a router (a page hydrated in islands): its links plain links
 * under the language's prefix, its location the page's. The fragment follows the page's jumps (the
 * skip link, an anchor); the server never sees it, so hydration takes none and the links gain it after.
 */
export function PageNavigation({
  base,
  pathname,
  search,
  children,
}: {
  base: string;
  pathname: string;
  search: string;
  children: ReactNode;
}) {
  const hash = useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash,
    () => '',
  );
  const navigation = useMemo(() => ({ base, location: { pathname, search, hash } }), [base, pathname, search, hash]);
  return <SiteNavigationProvider value={navigation}>{children}</SiteNavigationProvider>;
}

/** Splits '/Calculators?x=1#fd' into its path and the rest. */
function splitTo(to: string): [path: string, rest: string] {
  const end = to.search(/[?#]/);
  return end === -1 ? [to, ''] : [to.slice(0, end), to.slice(end)];
}

/** The address a link's `to` has in a page under `base` ('' or '/mr'), written as the router writes it. */
function hrefUnder(base: string, to: string): string {
  const [path, rest] = splitTo(to);
  if (!base) return to;
  return (path === '/' ? base : `${base}${path}`) + rest;
}

/** Whether a menu link to `to` is the page at `pathname`: that page or one under it, letter case aside. */
function isActivePath(pathname: string, to: string): boolean {
  const target = splitTo(to)[0].toLowerCase();
  const here = pathname.toLowerCase();
  if (here === target) return true;
  if (target === '/') return false;
  const under = target.endsWith('/') ? target : `${target}/`;
  return here.startsWith(under);
}
