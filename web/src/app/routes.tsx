import { Navigate, type RouteObject } from 'react-router-dom';
import { Layout } from './layout';
import { NOT_FOUND_SCREEN, PUBLIC_PAGES } from './public-pages';

const NotFound = NOT_FOUND_SCREEN;

/** The router's table, derived from the public pages: each page, each alias sent on to its page, then 404. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...PUBLIC_PAGES.flatMap(({ path, screen: Screen, alias }) => [
        { path, element: <Screen /> },
        ...(alias ? [{ path: alias, element: <Navigate to={path} replace /> }] : []),
      ]),
      { path: '*', element: <NotFound /> },
    ],
  },
];
