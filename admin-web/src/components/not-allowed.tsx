import { Link } from 'react-router-dom';
import { STAFF_MESSAGES } from '@bank/shared';

/** What a screen the signed-in role may not open shows instead (a direct address, an old bookmark). */
export function NotAllowed() {
  return (
    <section className="screen" aria-labelledby="not-allowed-title">
      <h1 id="not-allowed-title">{STAFF_MESSAGES.forbidden}</h1>
      <p>Ask an Administrator if your work needs this screen.</p>
      <p>
        <Link to="/AdminPage">Back to the dashboard</Link>
      </p>
    </section>
  );
}
