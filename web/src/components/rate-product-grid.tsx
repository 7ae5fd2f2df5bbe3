import { Link } from 'react-router-dom';
import type { Deposit } from '@bank/shared';
import { CmsImage } from './cms-image';
import { ReadMoreText } from './read-more-text';
import { Spinner } from './spinner';
import './card.css';

/** Which calculator a card opens, pre-filled with its product: 'Calculate EMI' or 'Calculate maturity'. */
export interface CardCalculator {
  label: string;
  /** The query parameter naming the product: `loan` or `deposit`. */
  param: 'loan' | 'deposit';
}

/** The calculator's address for a card: its product in the rate schedule (else its name) and its own rate. */
function calculatorHref(record: Deposit, calculator: CardCalculator): string {
  const query = new URLSearchParams({ [calculator.param]: record.rate_product ?? record.name });
  if (record.interest_rate !== null) query.set('rate', String(record.interest_rate));
  const section =
    calculator.param === 'loan'
      ? 'emi'
      : /recurring/i.test(record.rate_product ?? record.name)
        ? 'recurring-deposit'
        : 'fixed-deposit';
  return `/Calculators?${query.toString()}#${section}`;
}

/** Deposit plans and loan schemes share one card: picture, name, details, rate, 'Contact NoW'. */
export function RateProductGrid({
  records,
  isLoading,
  calculator,
}: {
  records: Deposit[];
  isLoading: boolean;
  calculator?: CardCalculator;
}) {
  if (isLoading) return <Spinner />;
  return (
    <ul className="card-grid" role="list">
      {records.map((record, index) => (
        <li key={record.id} className="card">
          <CmsImage url={record.image} alt={record.name} className="card__image" eager={index === 0} />
          <div className="card__body">
            <h2 className="card__title">{record.name}</h2>
            <ReadMoreText text={record.details} className="card__text" />
            {record.interest_rate !== null && record.interest_rate !== undefined && (
              <p className="card__rate">Interest Rate: {record.interest_rate}%</p>
            )}
            <div className="card__actions">
              <Link className="button" to="/ContactUs">
                Contact NoW
              </Link>
              {calculator && (
                <Link
                  className="button button--outline"
                  to={calculatorHref(record, calculator)}
                  aria-label={`${calculator.label}: ${record.name}`}
                >
                  {calculator.label}
                </Link>
              )}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
