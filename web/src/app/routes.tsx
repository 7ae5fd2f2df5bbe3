import { Navigate, type RouteObject } from 'react-router-dom';
import { Layout } from './layout';
import { NOT_FOUND_PAGE, PUBLIC_PAGES } from './public-pages';

const NotFound = NOT_FOUND_PAGE.screen.component;

/**
 * The router's table, derived from the public pages: each page, its records' own addresses
 * (/Awards/{id}), each alias sent on to its page (the server answers those with a 301 first), then 404.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...PUBLIC_PAGES.flatMap(({ path, screen: { component: Screen }, alias, recordPages }) => [
        { path, element: <Screen /> },
        ...(recordPages ? [{ path: `${path}/:id`, element: <Screen /> }] : []),
        ...(alias ? [{ path: alias, element: <Navigate to={path} replace /> }] : []),
      ]),
      { path: '*', element: <NotFound /> },
    ],
  },
];
