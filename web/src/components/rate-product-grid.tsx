import { Link } from 'react-router-dom';
import type { Deposit } from '@bank/shared';
import { CmsImage } from './cms-image';
import { ReadMoreText } from './read-more-text';
import { Spinner } from './spinner';
import './card.css';

/** Deposit plans and loan schemes share one card: picture, name, details, rate, 'Contact NoW'. */
export function RateProductGrid({ records, isLoading }: { records: Deposit[]; isLoading: boolean }) {
  if (isLoading) return <Spinner />;
  return (
    <ul className="card-grid" role="list">
      {records.map((record, index) => (
        <li key={record.id} className="card">
          <CmsImage url={record.image} alt={record.name} className="card__image" eager={index === 0} />
          <div className="card__body">
            <h2 className="card__title">{record.name}</h2>
            <ReadMoreText text={record.details} className="card__text" />
            {record.interest_rate !== null && record.interest_rate !== undefined && <p className="card__rate">Interest Rate: {record.interest_rate}%</p>}
            <Link className="button" to="/ContactUs">
              Contact NoW
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
