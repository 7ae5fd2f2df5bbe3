import { useEffect, useRef } from 'react';
import { formatDate, type AnnouncedRatesChange, type RateDifference } from '@bank/shared';
import { columnLabel, tableTitle } from '../../components/schedule-columns';

const shown = (value: RateDifference['before']) => (value === null ? '—' : String(value));

const whatChanged = (difference: RateDifference) =>
  difference.change === 'changed'
    ? columnLabel(difference.table, difference.field ?? '')
    : difference.change === 'added'
      ? 'Row added'
      : 'Row removed';

/**
 * Before saving a schedule that changes rates while another is announced: what differs from the
 * schedule it follows, and the choice to save it so or go back. Focus comes here when it opens.
 */
export function ScheduleDifferences({
  change,
  busy,
  onConfirm,
  onBack,
}: {
  change: AnnouncedRatesChange;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [change]);
  const since = formatDate(change.follows.effective_from);
  return (
    <section className="schedule-differences" aria-labelledby="schedule-differences-title">
      <h3 id="schedule-differences-title" ref={heading} tabIndex={-1}>
        Confirm the differences from the schedule of {since}
      </h3>
      <p>
        Another schedule is announced. From its date, this schedule replaces the one effective from {since}, and these
        rates differ from it: save only if they are meant.
      </p>
      <div className="schedule-differences__table">
        <table>
          <caption>Differences from the schedule effective from {since}</caption>
          <thead>
            <tr>
              <th scope="col">Table</th>
              <th scope="col">Row</th>
              <th scope="col">What</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {change.differences.map((difference) => (
              <tr key={`${difference.table}|${difference.row}|${difference.change}|${difference.field}`}>
                <td>{tableTitle(difference.table)}</td>
                <th scope="row">{difference.row}</th>
                <td>{whatChanged(difference)}</td>
                <td>{shown(difference.before)}</td>
                <td>{shown(difference.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="resource-form__actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={onConfirm}>
          Save with these differences
        </button>
        <button type="button" className="button" onClick={onBack}>
          Go back to the form
        </button>
      </div>
    </section>
  );
}
