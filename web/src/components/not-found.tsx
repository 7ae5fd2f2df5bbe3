import { Link } from 'react-router-dom';
import { BANK } from '@bank/shared';
import { usePageTitle } from '../lib/use-page-meta';
import './not-found.css';

/** The Page Not Found screen: for unknown paths, and for a record's address whose record is gone. */
export function NotFound() {
  usePageTitle(`Page Not Found | ${BANK.name}`);
  return (
    <section className="container not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>Page Not Found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link className="button" to="/">
        Back to Home
      </Link>
    </section>
  );
}
