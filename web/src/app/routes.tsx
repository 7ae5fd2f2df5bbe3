import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { Spinner } from '../components/spinner';
import { useCurrentHiddenParts } from './current-hidden-parts';
import { Layout } from './layout';
import { NOT_FOUND_PAGE, PUBLIC_PAGES } from './public-pages';

const NotFound = NOT_FOUND_PAGE.screen.component;

/** A page's screen, or Page Not Found while the back office hides the page (as the server answers it). */
function UnlessHidden({ path, children }: { path: string; children: ReactNode }) {
  const hidden = useCurrentHiddenParts();
  if (!hidden) return <Spinner />;
  return hidden.has(path) ? <NotFound /> : children;
}

/**
 * The router's table, derived from the public pages: each page, its records' own addresses
 * (/Awards/{id}), each alias sent on to its page (the server answers those with a 301 first), then 404.
 * Keyed by path so that each navigation asks whether the page it opens is hidden.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...PUBLIC_PAGES.flatMap(({ path, screen: { component: Screen }, alias, recordPages }) => {
        const shown = (
          <UnlessHidden key={path} path={path}>
            <Screen />
          </UnlessHidden>
        );
        return [
          { path, element: shown },
          ...(recordPages ? [{ path: `${path}/:id`, element: shown }] : []),
          ...(alias ? [{ path: alias, element: <Navigate to={path} replace /> }] : []),
        ];
      }),
      { path: '*', element: <NotFound /> },
    ],
  },
];
