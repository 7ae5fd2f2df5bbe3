import { Link } from 'react-router-dom';
import { formatDate, type DashboardFigures } from '@bank/shared';
import { useMay } from '../../lib/staff-account';

const plural = new Intl.PluralRules('en-IN');
/** '1 enquiry', '3 enquiries': the number and the word that goes with it. */
const counted = (count: number, one: string, other: string) =>
  `${count} ${plural.select(count) === 'one' ? one : other}`;

/**
 * What is waiting for someone in the back office, each line leading to the screen where it is done;
 * only the lines whose screen the role may open.
 */
export function WorkQueue({ figures }: { figures: DashboardFigures }) {
  const { enquiries, complaints, next_rate_schedule: next, approvals } = figures;
  const readsEnquiries = useMay('enquiries.read');
  const readsContent = useMay('content.read');
  return (
    <section className="work-queue" aria-labelledby="work-queue-title">
      <h2 id="work-queue-title">What needs doing</h2>
      <ul className="work-queue__list">
        {readsEnquiries && (
          <>
            <li className={enquiries.unhandled > 0 ? 'work-queue__item work-queue__item--waiting' : 'work-queue__item'}>
              <Link to="/AdminPage/CustomerRating">
                {counted(enquiries.unhandled, 'enquiry', 'enquiries')} not yet handled
              </Link>
            </li>
            <li
              className={
                complaints.overdue > 0
                  ? 'work-queue__item work-queue__item--late'
                  : complaints.open > 0
                    ? 'work-queue__item work-queue__item--waiting'
                    : 'work-queue__item'
              }
            >
              <Link to="/AdminPage/Complaints">
                {counted(complaints.open, 'complaint', 'complaints')} open, {complaints.overdue} past the reply date
              </Link>
            </li>
          </>
        )}
        {approvals && approvals.failed_yours > 0 && (
          <li className="work-queue__item work-queue__item--late">
            <Link to="/AdminPage/Approvals?status=failed">
              {counted(approvals.failed_yours, 'change', 'changes')} you made or approved could not be applied
            </Link>
          </li>
        )}
        {readsContent && (
          <li className="work-queue__item">
            <Link to="/AdminPage/InterestRates">
              {next ? `Next rate schedule starts on ${formatDate(next.effective_from)}` : 'No rate schedule announced'}
            </Link>
          </li>
        )}
      </ul>
    </section>
  );
}
