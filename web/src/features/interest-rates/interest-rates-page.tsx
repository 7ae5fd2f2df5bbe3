import { Link, useParams } from 'react-router-dom';
import { formatDate } from '@bank/shared';
import { NotFound } from '../../components/not-found';
import { PageBanner } from '../../components/page-banner';
import { Spinner } from '../../components/spinner';
import { usePastRates, useRates, useRatesHistory } from '../../lib/get-rates';
import { ScheduleTables } from './schedule-tables';
import './interest-rates.css';

const TITLE = 'Interest Rates & Charges';

/** One past schedule, at /InterestRates/{id}; an id that is not an earlier schedule is not found, as the server answers it. */
function PastRates({ id }: { id: number }) {
  const { records: history, isLoading: historyLoading } = useRatesHistory();
  const known = history.some((entry) => entry.id === id);
  const { record: schedule, isLoading } = usePastRates(known ? id : null);
  if (historyLoading || isLoading) return <Spinner />;
  if (!known || !schedule) return <NotFound />;
  const period = `${formatDate(schedule.effective_from)} to ${formatDate(schedule.effective_to)}`;
  return (
    <>
      <PageBanner
        title={`Rates effective from ${formatDate(schedule.effective_from)}`}
        lead={`The rates and charges in force from ${period}.`}
      />
      <section className="container section rates-page" aria-label={`Rates in force from ${period}`}>
        <p>
          <Link to="/InterestRates">See the rates in force today</Link>
        </p>
        <ScheduleTables schedule={schedule} />
      </section>
    </>
  );
}

/** The schedule in force, the next announced one and the list of earlier ones. */
function CurrentRates() {
  const { record: rates, isLoading } = useRates();
  const { records: history } = useRatesHistory();
  return (
    <>
      <PageBanner title={TITLE} lead="What deposits earn, what loans cost, and the bank's service and penal charges." />
      <section className="container section rates-page" aria-labelledby="rates-in-force">
        {isLoading && <Spinner />}
        {rates && rates.effective_from === null && (
          <p id="rates-in-force" className="rates-page__notice">
            Rates are being updated. Please ask at any branch for the rates in force today.
          </p>
        )}
        {rates?.effective_from && (
          <>
            <h2 id="rates-in-force">Effective from {formatDate(rates.effective_from)}</h2>
            <ScheduleTables schedule={rates} />
          </>
        )}
      </section>
      {rates?.upcoming && (
        <section className="container section rates-page" aria-labelledby="rates-upcoming">
          <h2 id="rates-upcoming">Revised rates effective from {formatDate(rates.upcoming.effective_from)}</h2>
          <ScheduleTables schedule={rates.upcoming} />
        </section>
      )}
      {history.length > 0 && (
        <section className="container section rates-page" aria-labelledby="rates-earlier">
          <h2 id="rates-earlier">Earlier rates</h2>
          <ul className="rates-page__history">
            {history.map((entry) => (
              <li key={entry.id}>
                <Link to={`/InterestRates/${entry.id}`}>
                  {formatDate(entry.effective_from)} to {formatDate(entry.effective_to)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

export function InterestRatesPage() {
  const { id } = useParams();
  return id ? <PastRates id={Number(id)} /> : <CurrentRates />;
}
