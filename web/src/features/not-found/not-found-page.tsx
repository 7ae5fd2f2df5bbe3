import { NotFound } from '../../components/not-found';

/** Shown, with status 404, for every path no page claims. */
export function NotFoundPage() {
  return <NotFound />;
}
