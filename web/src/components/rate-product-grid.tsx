import { Link } from 'react-router-dom';
import type { Deposit } from '@bank/shared';
import { CmsImage } from './cms-image';
import { ReadMoreText } from './read-more-text';
import { Spinner } from './spinner';
import './card.css';
import { useI18n } from '../lib/i18n';
import { useRecordLangs } from '../lib/content-language';
import { formatNumber, type NumberStyle } from '@bank/shared';

/** Which calculator a card opens, pre-filled with its product: 'Calculate EMI' or 'Calculate maturity'. */
export interface CardCalculator {
  /** The button's words, a message of the catalogue. */
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

/**
 * The id of a product's card on the Deposits or Loan page ('housing-loan'), from the rate schedule's
 * product it links to, else its name: the same in every language, so a link to it (Home's tiles and
 * slides) lands on the card whatever the page's language.
 */
const productAnchor = (product: string): string =>
  product
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

/**
 * The rate a card shows: the range the schedule gives its product ('4.00–7.50', two decimals each,
 * so the two read alike), else its one rate as written ('7.5'); in the page's digits.
 */
function cardRate(record: Deposit, style: NumberStyle): string | undefined {
  const range = record.rate_range;
  if (range && range.from !== range.to)
    return `${formatNumber(range.from, style, 2)}–${formatNumber(range.to, style, 2)}`;
  return record.interest_rate == null ? undefined : formatNumber(record.interest_rate, style);
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
  const i18n = useI18n();
  const recordLangOf = useRecordLangs();
  if (isLoading) return <Spinner />;
  const label = calculator && i18n._(calculator.label);
  // Each product's card can be linked to (Home's tiles and slides are): the first card of a product.
  const anchored = new Set<string>();
  return (
    <ul className="card-grid" role="list">
      {records.map((record, index) => {
        const rate = cardRate(record, i18n.numbers);
        const anchor = productAnchor(record.rate_product ?? record.name);
        const id = anchored.has(anchor) ? undefined : (anchored.add(anchor), anchor);
        return (
          <li key={record.id} id={id} className="card">
            <CmsImage url={record.image} alt={record.name} className="card__image" eager={index === 0} />
            <div className="card__body">
              <div lang={recordLangOf(record)}>
                <h2 className="card__title">{record.name}</h2>
                <ReadMoreText text={record.details} className="card__text" />
              </div>
              {rate !== undefined && <p className="card__rate">{i18n._('Interest Rate: {rate}%', { rate })}</p>}
              <div className="card__actions">
                <Link className="button" to="/ContactUs">
                  {i18n._('Contact NoW')}
                </Link>
                {calculator && record.offers_calculator && (
                  <Link
                    className="button button--outline"
                    to={calculatorHref(record, calculator)}
                    aria-label={`${label}: ${record.name}`}
                  >
                    {label}
                  </Link>
                )}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
