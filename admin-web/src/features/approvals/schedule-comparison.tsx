import useSWR from 'swr';
import {
  STAFF_VIEW,
  changeValueText,
  followedSchedule,
  formatDate,
  rateRowName,
  scheduleDifferences,
  type AdminRateSchedule,
  type RateScheduleInput,
  type RateTable,
} from '@bank/shared';
import { SCHEDULE_TABLES } from '../../components/schedule-columns';
import { fetchJson } from '../../lib/api-client';
import { ScrollBox } from '../../components/scroll-box';
import './schedule-comparison.css';

const SCHEDULES_URL = `/admin/rate-schedules?${STAFF_VIEW.param}=${STAFF_VIEW.value}`;

/** A schedule's values as a change holds them: a schedule with its three tables, else nothing to compare. */
export const scheduleIn = (values: Record<string, unknown> | null): RateScheduleInput | null =>
  values &&
  typeof values.effective_from === 'string' &&
  ['deposits', 'loans', 'charges'].every((t) => Array.isArray(values[t]))
    ? (values as unknown as RateScheduleInput)
    : null;

/**
 * A rate schedule a change adds or edits, as tables of its rows against the schedule it follows (the
 * one in force the day before it starts): each value it changes marked with what it was, each row it
 * adds marked new, each row it drops listed as dropped. `recordId`: the schedule edited, not compared with itself.
 */
export function ScheduleComparison({
  values,
  recordId,
}: {
  values: Record<string, unknown> | null;
  recordId: number | null;
}) {
  const schedule = scheduleIn(values);
  const { data } = useSWR<AdminRateSchedule[]>(schedule ? SCHEDULES_URL : null, fetchJson, {
    onError: (failure) => console.error('The rate schedules did not load', failure),
  });
  if (!schedule) return null;
  const schedules = Array.isArray(data) ? data : [];
  const followed = followedSchedule(schedules, schedule.effective_from, recordId ?? undefined);
  const differences = followed ? scheduleDifferences(followed, schedule) : [];
  const changed = (table: RateTable, row: string, field: string) =>
    differences.find((each) => each.table === table && each.row === row && each.field === field);
  const added = (table: RateTable, row: string) =>
    differences.some((each) => each.table === table && each.row === row && each.change === 'added');
  return (
    <section className="schedule-comparison" aria-labelledby="schedule-comparison-title">
      <h3 id="schedule-comparison-title">
        {followed
          ? `The schedule from ${formatDate(schedule.effective_from)}, against the one from ${formatDate(followed.effective_from)}`
          : `The schedule from ${formatDate(schedule.effective_from)}`}
      </h3>
      {followed && differences.length === 0 && <p>Its rates are those of the schedule it follows.</p>}
      {SCHEDULE_TABLES.map(({ key, title, columns }) => {
        const dropped = differences.filter((each) => each.table === key && each.change === 'removed');
        return (
          <ScrollBox className="schedule-comparison__scroll" key={key} label={title}>
            <table className="schedule-comparison__table">
              <caption>{title}</caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th scope="col" key={column.name}>
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {(schedule[key] as readonly object[]).map((row, index) => {
                  const name = rateRowName(key, row);
                  const isNew = followed !== undefined && added(key, name);
                  return (
                    <tr key={index} className={isNew ? 'schedule-comparison__new' : undefined}>
                      {columns.map((column, place) => {
                        const value = (row as Record<string, unknown>)[column.name];
                        const difference = changed(key, name, column.name);
                        return (
                          <td key={column.name}>
                            {difference ? <mark>{changeValueText(value)}</mark> : changeValueText(value)}
                            {difference && (
                              <span className="schedule-comparison__was">
                                {' '}
                                was {changeValueText(difference.before)}
                              </span>
                            )}
                            {isNew && place === 0 && <span className="schedule-comparison__was"> (new row)</span>}
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
                {dropped.map((each) => (
                  <tr key={`dropped-${each.row}`} className="schedule-comparison__dropped">
                    <td colSpan={columns.length}>Dropped: {each.row}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollBox>
        );
      })}
    </section>
  );
}
