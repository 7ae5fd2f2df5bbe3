import { useEffect, useState, type ReactNode } from 'react';
import {
  CHANGE_MESSAGES,
  CHANGE_STATUS_NAMES,
  changeSentence,
  countText,
  formatDate,
  indiaToday,
  type AdminRateSchedule,
  type AnnouncedRatesConflict,
  type ChangeRequest,
  type RateScheduleInput,
  type RateScheduleStatus,
  type Versioned,
} from '@bank/shared';
import AdminTable, { type TableColumn } from '../../components/admin-table';
import { RowActions } from '../../components/form-parts';
import { LocaleTabs } from '../../components/locale-tabs';
import { LocalesList } from '../../components/locales-list';
import { apiErrorBody, apiErrorMessage, apiFieldErrors, savedText } from '../../lib/api-client';
import { useMay, useStaffAccount } from '../../lib/staff-account';
import { usePendingChanges } from '../../lib/pending-changes';
import { notify } from '../../lib/toasts';
import {
  deleteRateSchedule,
  saveRateSchedule,
  scheduleOwner,
  useRateSchedules,
  waitingScheduleOwner,
} from './api/rate-schedules';
import { formValuesOf, ScheduleForm, type ScheduleFormValues, type ScheduleSaveOutcome } from './schedule-form';
import { ScheduleTranslation } from './schedule-translation';
import './rate-schedules.css';
import { WaitingChanges } from '../../components/waiting-changes';
import { ReturnedChangeNote } from '../../components/returned-change-note';
import { resubmitChange, useReturnedChange } from '../../lib/returned-changes';

const STATUS_TEXT: Record<RateScheduleStatus, string> = { in_force: 'In force', upcoming: 'Upcoming', past: 'Past' };

/** The form open: a new schedule, an upcoming one edited, or a change sent back to its maker edited to send again. */
type Editor = { values: ScheduleFormValues; editing?: Versioned<AdminRateSchedule>; resubmitting?: ChangeRequest };

/** The schedule every other one follows now: the latest announced, else the one in force. */
const latestOf = (schedules: readonly AdminRateSchedule[]) =>
  schedules.reduce<AdminRateSchedule | undefined>(
    (latest, schedule) => (!latest || schedule.effective_from > latest.effective_from ? schedule : latest),
    undefined,
  );

/**
 * InterestRates: the rate schedules. One in force or past is shown read-only; 'New schedule' copies
 * the latest one (announced or in force), so that it carries an announced revision on; an upcoming
 * one can be edited or deleted.
 */
export default function RateSchedulesScreen() {
  // A role that only reads content views every schedule and changes none.
  const writes = useMay('content.write');
  const { schedules, isLoading, reload } = useRateSchedules();
  const [editor, setEditor] = useState<Editor>();
  const [viewing, setViewing] = useState<AdminRateSchedule>();
  const today = indiaToday();
  // A schedule change sent back to the signed-in person, opened from Approvals: its form, with its values.
  const returned = useReturnedChange('rate-schedules');
  const sentBack = returned.change;
  useEffect(() => {
    if (!sentBack || !sentBack.values) return;
    // A schedule's change holds the schedule as its form sent it.
    const values = sentBack.values as RateScheduleInput;
    setEditor({
      values: formValuesOf(values, values.effective_from),
      editing: schedules.find((schedule) => schedule.id === sentBack.record_id),
      resubmitting: sentBack,
    });
    // Opened once, when the change comes; the list may come later and is not waited for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sentBack]);

  async function saved(input: RateScheduleInput, confirmed: boolean) {
    const { resubmitting, editing } = editor ?? {};
    if (resubmitting) {
      await resubmitChange(resubmitting.id, confirmed ? { ...input, confirm_differences: true } : input);
      returned.close();
      return CHANGE_MESSAGES.resubmitted;
    }
    const answer = await saveRateSchedule(input, editing?.id, confirmed, editing?.version);
    return savedText(answer, editing ? 'Schedule Updated Successfully' : 'New Schedule Added Successfully');
  }

  async function save(input: RateScheduleInput, confirmed: boolean): Promise<ScheduleSaveOutcome> {
    try {
      await notify('success', await saved(input, confirmed));
      setEditor(undefined);
      await reload();
      return undefined;
    } catch (error) {
      const conflict = apiErrorBody<AnnouncedRatesConflict>(error, 409);
      if (conflict?.follows && Array.isArray(conflict.differences)) {
        // Schedules changed since the list was read: read them again and show what the server found.
        await reload();
        return { unconfirmed: { follows: conflict.follows, differences: conflict.differences } };
      }
      const problems = apiFieldErrors(error);
      if (Object.keys(problems).length === 0)
        await notify('error', apiErrorMessage(error) ?? 'The schedule could not be saved');
      return { problems };
    }
  }

  async function remove(schedule: AdminRateSchedule) {
    if (!window.confirm(`Delete the schedule effective from ${formatDate(schedule.effective_from)}?`)) return;
    try {
      await notify('success', savedText(await deleteRateSchedule(schedule.id), 'Schedule Deleted Successfully'));
    } catch (error) {
      await notify('error', apiErrorMessage(error) ?? 'The schedule could not be deleted');
    }
    await reload();
  }

  const columns: TableColumn<AdminRateSchedule>[] = [
    {
      id: 'effective_from',
      name: 'Effective from',
      selector: (row) => row.effective_from,
      cell: (row) => formatDate(row.effective_from),
    },
    { id: 'status', name: 'Status', cell: (row) => STATUS_TEXT[row.status] },
    {
      id: 'locales',
      name: 'Languages',
      cell: (row) => (row.locales ? <LocalesList locales={row.locales} /> : '—'),
    },
    {
      id: 'rows',
      name: 'Rows',
      cell: (row) =>
        `${countText(row.deposits.length, 'deposit')}, ${countText(row.loans.length, 'loan')}, ${countText(row.charges.length, 'charge')}`,
    },
    {
      id: 'actions',
      name: 'Actions',
      button: true,
      width: '220px',
      cell: (row) => (
        <RowActions
          rowName={`the schedule effective from ${formatDate(row.effective_from)}`}
          actions={
            row.status === 'upcoming' && writes
              ? [
                  {
                    label: 'Edit',
                    onClick: () => setEditor({ values: formValuesOf(row, row.effective_from), editing: row }),
                  },
                  { label: 'Delete', onClick: () => void remove(row) },
                ]
              : [{ label: 'View', onClick: () => setViewing(row) }]
          }
        />
      ),
    },
  ];

  const scheduleForm = editor && (
    <>
      {editor.resubmitting && <ReturnedChangeNote change={editor.resubmitting} />}
      <ScheduleForm
        key={editor.resubmitting?.id ?? editor.editing?.id ?? 'new'}
        initial={editor.values}
        today={today}
        editing={editor.editing}
        schedules={schedules}
        onSave={save}
        onCancel={() => {
          if (editor.resubmitting) returned.close();
          setEditor(undefined);
        }}
      />
    </>
  );

  return (
    <section className="screen" aria-labelledby="rates-title">
      <div className="screen__head">
        <h1 id="rates-title">Interest Rates</h1>
        {!editor && writes && (
          <button
            type="button"
            className="button button--primary"
            disabled={isLoading}
            onClick={() => setEditor({ values: formValuesOf(latestOf(schedules), today) })}
          >
            New schedule
          </button>
        )}
      </div>
      <WaitingChanges resources={['rate-schedules']} />
      <WaitingSchedules writes={writes} />
      {editor?.editing && !editor.resubmitting ? (
        <ScheduleLanguages schedule={editor.editing} writes={writes} onSaved={reload}>
          {scheduleForm}
        </ScheduleLanguages>
      ) : (
        scheduleForm
      )}
      <AdminTable<AdminRateSchedule> label="Rate schedules" columns={columns} data={schedules} keyField="id" />
      {viewing && (
        <ScheduleLanguages key={viewing.id} schedule={viewing} writes={writes} onSaved={reload}>
          <ScheduleView schedule={viewing} onClose={() => setViewing(undefined)} />
        </ScheduleLanguages>
      )}
    </section>
  );
}

/**
 * A saved schedule's languages as tabs: English is its editor or view; Marathi and Hindi its texts'
 * translations, which any schedule's may have, a past one's too (a translation changes no rate).
 */
function ScheduleLanguages({
  schedule,
  writes,
  onSaved,
  children,
}: {
  schedule: AdminRateSchedule;
  writes: boolean;
  onSaved: () => void;
  children: ReactNode;
}) {
  return (
    <LocaleTabs
      label={`Languages of the schedule effective from ${formatDate(schedule.effective_from)}`}
      english={children}
      translation={(locale) => (
        <ScheduleTranslation owner={scheduleOwner(schedule.id)} locale={locale} writes={writes} onSaved={onSaved} />
      )}
    />
  );
}

/**
 * The signed-in person's new schedules waiting for approval, each with what it is and its state, and
 * 'Translate': its texts in Marathi and Hindi, which join its change (approved with it), where a
 * schedule not yet public could not otherwise be translated.
 */
function WaitingSchedules({ writes }: { writes: boolean }) {
  const { account } = useStaffAccount();
  const waiting = usePendingChanges().filter(
    (change) => change.resource === 'rate-schedules' && change.kind === 'create' && change.maker.id === account.id,
  );
  const [translating, setTranslating] = useState<number | null>(null);
  const open = waiting.find((change) => change.id === translating);
  if (waiting.length === 0 || !writes) return null;
  return (
    <section className="waiting-schedules" aria-labelledby="waiting-schedules-title">
      <h2 id="waiting-schedules-title">Your new schedules waiting for approval</h2>
      <ul>
        {waiting.map((change) => (
          <li key={change.id}>
            {changeSentence(change)}: {CHANGE_STATUS_NAMES[change.status]}{' '}
            <button
              type="button"
              className="button"
              aria-expanded={translating === change.id}
              onClick={() => setTranslating((current) => (current === change.id ? null : change.id))}
            >
              Translate
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <LocaleTabs
          key={open.id}
          label={`Languages of: ${changeSentence(open)}`}
          english={<p>Its English texts are the schedule's own. The translations wait for approval with it.</p>}
          translation={(locale) => (
            <ScheduleTranslation
              owner={waitingScheduleOwner(open.id)}
              locale={locale}
              writes={writes}
              onSaved={() => {}}
            />
          )}
        />
      )}
    </section>
  );
}

/** A schedule in force or past, read-only: it can no longer change. */
function ScheduleView({ schedule, onClose }: { schedule: AdminRateSchedule; onClose: () => void }) {
  const cell = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));
  const tables = [
    {
      title: 'Deposits',
      rows: schedule.deposits,
      keys: ['product', 'tenure_from_days', 'tenure_to_days', 'general_rate', 'senior_rate', 'minimum_balance'],
    },
    { title: 'Loans', rows: schedule.loans, keys: ['scheme', 'rate_from', 'rate_to', 'processing_fee', 'note'] },
    { title: 'Charges', rows: schedule.charges, keys: ['kind', 'name', 'charge', 'reason'] },
  ];
  return (
    <section className="schedule-view" aria-labelledby="schedule-view-title">
      <h2 id="schedule-view-title">
        {STATUS_TEXT[schedule.status]}: effective from {formatDate(schedule.effective_from)}
      </h2>
      <p>
        This schedule is {schedule.status === 'in_force' ? 'in force' : 'past'}: it can no longer be changed. Make a new
        schedule instead.
      </p>
      {tables.map((table) => (
        <div className="schedule-view__table" key={table.title}>
          <table>
            <caption>{table.title}</caption>
            <thead>
              <tr>
                {table.keys.map((key) => (
                  <th scope="col" key={key}>
                    {key.replace(/_/g, ' ')}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.id}>
                  {table.keys.map((key) => (
                    <td key={key}>{cell((row as unknown as Record<string, unknown>)[key])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
      <button type="button" className="button" onClick={onClose}>
        Close
      </button>
    </section>
  );
}
