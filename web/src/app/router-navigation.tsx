import { useMemo, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { SiteNavigationProvider } from '../lib/site-navigation';

const ROUTER_LINKS = { Link, NavLink };

/** The site's links and location from the router: a followed link moves inside the app. */
export function RouterNavigation({ base, children }: { base: string; children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const navigation = useMemo(
    () => ({ location: { pathname, search, hash }, base, router: ROUTER_LINKS }),
    [pathname, search, hash, base],
  );
  return <SiteNavigationProvider value={navigation}>{children}</SiteNavigationProvider>;
}
