import { Link } from 'react-router-dom';
import { BANK } from '@bank/shared';
import { usePageTitle } from '../lib/use-page-meta';
import './not-found.css';
import { useI18n } from '../lib/i18n';

/** The Page Not Found screen: for unknown paths, and for a record's address whose record is gone. */
export function NotFound() {
  const i18n = useI18n();
  usePageTitle(`${i18n._('Page Not Found')} | ${BANK.name}`);
  return (
    <section className="container not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{i18n._('Page Not Found')}</h1>
      <p>{i18n._('The page you are looking for does not exist or has moved.')}</p>
      <Link className="button" to="/">
        {i18n._('Back to Home')}
      </Link>
    </section>
  );
}
