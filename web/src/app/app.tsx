import { SWRConfig } from 'swr';
import { useRoutes } from 'react-router-dom';
import { routes } from './routes';
import { SubmittedFormProvider, type PageState } from './page-state';

/**
 * The public site, the same on the server and in the browser: the routes, with the page's data
 * seeded into SWR (the browser asks again only for what it has not got) and a form the server answered. Declarative
 * routing (no data router) keeps the router's machinery out of the first download.
 */
export function App({ state }: { state: PageState }) {
  return (
    <SWRConfig value={{ fallback: state.data }}>
      <SubmittedFormProvider value={state.form}>{useRoutes(routes)}</SubmittedFormProvider>
    </SWRConfig>
  );
}
