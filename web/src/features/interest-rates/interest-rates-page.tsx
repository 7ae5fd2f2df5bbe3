import { Link, useParams } from 'react-router-dom';
import { formatDate } from '@bank/shared';
import { NotFound } from '../../components/not-found';
import { PageBanner } from '../../components/page-banner';
import { Spinner } from '../../components/spinner';
import { usePastRates, useRates, useRatesHistory } from '../../lib/get-rates';
import { ScheduleTables } from './schedule-tables';
import './interest-rates.css';
import { useI18n } from '../../lib/i18n';

/** One past schedule, at /InterestRates/{id}; an id that is not an earlier schedule is not found, as the server answers it. */
function PastRates({ id }: { id: number }) {
  const { records: history, isLoading: historyLoading } = useRatesHistory();
  const known = history.some((entry) => entry.id === id);
  const { record: schedule, isLoading } = usePastRates(known ? id : null);
  const i18n = useI18n();
  if (historyLoading || isLoading) return <Spinner />;
  if (!known || !schedule) return <NotFound />;
  const date = (iso: string) => formatDate(iso, i18n.numbers);
  const period = i18n._('{from} to {to}', { from: date(schedule.effective_from), to: date(schedule.effective_to) });
  return (
    <>
      <PageBanner
        title={i18n._('Rates effective from {date}', { date: date(schedule.effective_from) })}
        lead={i18n._('The rates and charges in force from {period}.', { period })}
      />
      <section className="container section rates-page" aria-label={i18n._('Rates in force from {period}', { period })}>
        <p>
          <Link to="/InterestRates">{i18n._('See the rates in force today')}</Link>
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
  const i18n = useI18n();
  const date = (iso: string) => formatDate(iso, i18n.numbers);
  return (
    <>
      <PageBanner
        title={i18n._('Interest Rates & Charges')}
        lead={i18n._("What deposits earn, what loans cost, and the bank's service and penal charges.")}
        dated={
          rates?.effective_from ? i18n._('Effective from {date}', { date: date(rates.effective_from) }) : undefined
        }
      />
      <section className="container section rates-page" aria-labelledby="rates-in-force">
        {isLoading && <Spinner />}
        {rates && rates.effective_from === null && (
          <p id="rates-in-force" className="rates-page__notice">
            {i18n._('Rates are being updated. Please ask at any branch for the rates in force today.')}
          </p>
        )}
        {rates?.effective_from && (
          <>
            <h2 id="rates-in-force">{i18n._('Effective from {date}', { date: date(rates.effective_from) })}</h2>
            <ScheduleTables schedule={rates} />
          </>
        )}
      </section>
      {rates?.upcoming && (
        <section className="container section rates-page" aria-labelledby="rates-upcoming">
          <h2 id="rates-upcoming">
            {i18n._('Revised rates effective from {date}', { date: date(rates.upcoming.effective_from) })}
          </h2>
          <ScheduleTables schedule={rates.upcoming} />
        </section>
      )}
      {history.length > 0 && (
        <section className="container section rates-page" aria-labelledby="rates-earlier">
          <h2 id="rates-earlier">{i18n._('Earlier rates')}</h2>
          <ul className="rates-page__history">
            {history.map((entry) => (
              <li key={entry.id}>
                <Link to={`/InterestRates/${entry.id}`}>
                  {i18n._('{from} to {to}', { from: date(entry.effective_from), to: date(entry.effective_to) })}
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
