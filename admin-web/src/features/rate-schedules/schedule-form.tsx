import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useFieldArray, useForm, type FieldValues, type UseFormRegister } from 'react-hook-form';
import {
  announcedRatesChange,
  formatDate,
  validateRateSchedule,
  type AdminRateSchedule,
  type AnnouncedRatesChange,
  type RateScheduleInput,
  type RateTable,
} from '@bank/shared';
import { ErrorSummary, type FormProblem } from '../../components/error-summary';
import { describedBy, FieldError, FormActions } from '../../components/form-parts';
import {
  SCHEDULE_TABLES as TABLES,
  blankRow,
  columnLabel,
  tableTitle,
  type Row,
} from '../../components/schedule-columns';
import { ScheduleDifferences } from './schedule-differences';

/** The form's shape: every value as typed (text), rows without ids. */
export interface ScheduleFormValues extends FieldValues {
  effective_from: string;
  deposits: Row[];
  loans: Row[];
  charges: Row[];
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A schedule's rows as form text, without their ids: 'New schedule' copies the latest one this way. */
export function formValuesOf(
  // A schedule as stored (rows with ids) or as a form sent it (a change's values).
  schedule: Pick<RateScheduleInput, 'deposits' | 'loans' | 'charges'> | undefined,
  effectiveFrom: string,
): ScheduleFormValues {
  const rows = (list: object[] | undefined) =>
    (list ?? []).map((row) =>
      Object.fromEntries(
        Object.entries(row)
          .filter(([key]) => key !== 'id')
          .map(([key, value]) => [key, text(value)]),
      ),
    );
  return {
    effective_from: effectiveFrom,
    deposits: rows(schedule?.deposits),
    loans: rows(schedule?.loans),
    charges: rows(schedule?.charges),
  };
}

/** Typed text as the API takes it: numbers as numbers, empty cells as null. */
function inputOf(values: ScheduleFormValues) {
  const numbers = new Set(
    TABLES.flatMap((table) => table.columns.filter((column) => column.kind === 'number').map((column) => column.name)),
  );
  const cast = (row: Row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [
        key,
        value.trim() === '' ? null : numbers.has(key) && Number.isFinite(Number(value)) ? Number(value) : value.trim(),
      ]),
    );
  return {
    effective_from: values.effective_from,
    deposits: values.deposits.map(cast),
    loans: values.loans.map(cast),
    charges: values.charges.map(cast),
  };
}

const inputId = (table: RateTable, index: number, name: string) => `${table}-${index}-${name}`;
const EFFECTIVE_FROM_ID = 'schedule-effective-from';

/** The problems of a refused save, in the form's order, each with the field it names. */
function problemsOf(errors: Record<string, string>): FormProblem[] {
  const place = (key: string) => {
    const cell = /^(\w+)\[(\d+)\]\.(\w+)$/.exec(key);
    const table = TABLES.findIndex((entry) => entry.key === cell?.[1]);
    return cell
      ? [table + 1, Number(cell[2]), TABLES[table]?.columns.findIndex((column) => column.name === cell[3]) ?? 0]
      : [key === 'effective_from' ? 0 : TABLES.length + 1, 0, 0];
  };
  const inOrder = Object.entries(errors).sort(([a], [b]) => {
    const [x, y] = [place(a), place(b)];
    return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
  });
  return inOrder.map(([key, message]) => {
    if (key === 'effective_from') return { fieldId: EFFECTIVE_FROM_ID, label: 'Effective from', message };
    const cell = /^(deposits|loans|charges)\[(\d+)\]\.(\w+)$/.exec(key);
    if (!cell) return { label: 'The schedule', message };
    const [, table, index, name] = cell as unknown as [string, RateTable, string, string];
    const title = tableTitle(table);
    return {
      fieldId: inputId(table, Number(index), name),
      label: `${title} row ${Number(index) + 1}, ${columnLabel(table, name)}`,
      message,
    };
  });
}

/** Enter in a one-line name sends the form as an input would, instead of breaking the name. */
const submitOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
};

function RowTable({
  table,
  register,
  errors,
  control,
}: {
  table: (typeof TABLES)[number];
  register: UseFormRegister<ScheduleFormValues>;
  errors: Record<string, string>;
  control: ReturnType<typeof useForm<ScheduleFormValues>>['control'];
}) {
  const { fields, append, remove } = useFieldArray({ control, name: table.key });
  return (
    <fieldset className={`schedule-form__rows schedule-form__rows--${table.key}`}>
      <legend>{table.title}</legend>
      {/* The columns' names once above the rows on a wide screen; each field keeps its own label. */}
      <div className="schedule-form__row schedule-form__head" aria-hidden="true">
        {table.columns.map((column) => (
          <span key={column.name}>{column.label}</span>
        ))}
      </div>
      {fields.map((field, index) => (
        <div className="schedule-form__row" key={field.id} role="group" aria-label={`${table.title} row ${index + 1}`}>
          {table.columns.map((column) => {
            const path = `${table.key}[${index}].${column.name}`;
            const id = inputId(table.key, index, column.name);
            const registration = register(`${table.key}.${index}.${column.name}` as never);
            const problem = describedBy(`${id}-error`, errors[path]);
            return (
              <div
                className={`field schedule-form__cell schedule-form__cell--${column.kind ?? 'text'}`}
                key={column.name}
              >
                <label className="schedule-form__label" htmlFor={id}>
                  {column.label}
                </label>
                {column.kind === 'kind' ? (
                  <select id={id} {...registration} {...problem}>
                    <option value="service">Service</option>
                    <option value="penal">Penal</option>
                  </select>
                ) : column.kind === 'number' ? (
                  <input id={id} inputMode="decimal" {...registration} {...problem} />
                ) : (
                  // Grows with its text, so a long name is never cut off.
                  <textarea id={id} rows={1} onKeyDown={submitOnEnter} {...registration} {...problem} />
                )}
                <FieldError id={`${id}-error`} message={errors[path]} />
              </div>
            );
          })}
          <button
            type="button"
            className="button button--danger schedule-form__remove"
            onClick={() => remove(index)}
            aria-label={`Remove ${table.title.toLowerCase()} row ${index + 1}`}
          >
            Remove
          </button>
        </div>
      ))}
      <button type="button" className="button schedule-form__add" onClick={() => append(blankRow(table.columns))}>
        Add a {table.key === 'charges' ? 'charge' : table.title.toLowerCase().replace(/s$/, '')} row
      </button>
    </fieldset>
  );
}

/** What a save answered: nothing when saved, the fields' problems, or announced rates to confirm. */
export type ScheduleSaveOutcome =
  undefined | { problems: Record<string, string> } | { unconfirmed: AnnouncedRatesChange };

interface ScheduleFormProps {
  initial: ScheduleFormValues;
  today: string;
  editing?: AdminRateSchedule;
  /** Every schedule: a save that changes announced rates is confirmed first. */
  schedules: readonly AdminRateSchedule[];
  /** Sends the schedule, with the administrator's confirmation of the differences when given. */
  onSave: (input: RateScheduleInput, confirmed: boolean) => Promise<ScheduleSaveOutcome>;
  onCancel: () => void;
}

const sameChange = (a: AnnouncedRatesChange | null, b: AnnouncedRatesChange | undefined) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * A whole schedule in one form: the date and the three row tables. Checked with the shared rules
 * before sending; a refusal lists its problems first, each a link to its field, and shows beside
 * the fields too. While another schedule is announced, rates that differ from the schedule this
 * one follows are shown and confirmed before saving.
 */
export function ScheduleForm({ initial, today, editing, schedules, onSave, onCancel }: ScheduleFormProps) {
  const { register, control, handleSubmit, formState } = useForm<ScheduleFormValues>({ defaultValues: initial });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [unconfirmed, setUnconfirmed] = useState<AnnouncedRatesChange>();
  const summary = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (Object.keys(errors).length > 0) summary.current?.focus();
  }, [errors]);

  const save = (confirming: boolean) =>
    handleSubmit(async (values) => {
      const checked = await validateRateSchedule(inputOf(values), today);
      if ('errors' in checked) {
        setUnconfirmed(undefined);
        setErrors(checked.errors);
        return;
      }
      // Confirmed only what was shown: rows changed since then are shown again.
      const change = announcedRatesChange(schedules, { ...checked.values, id: editing?.id }, today);
      if (change && !(confirming && sameChange(change, unconfirmed))) {
        setErrors({});
        setUnconfirmed(change);
        return;
      }
      const outcome = await onSave(checked.values, confirming);
      // Saved: the screen has closed this form already.
      if (!outcome) return;
      setUnconfirmed('unconfirmed' in outcome ? outcome.unconfirmed : undefined);
      setErrors('problems' in outcome ? outcome.problems : {});
    });

  return (
    <form
      className="resource-form schedule-form"
      onSubmit={save(false)}
      noValidate
      aria-labelledby="schedule-form-title"
    >
      <h2 id="schedule-form-title">
        {editing ? `Edit the schedule effective from ${formatDate(editing.effective_from)}` : 'New schedule'}
      </h2>
      <ErrorSummary id="schedule-problems" ref={summary} problems={problemsOf(errors)} />
      <div className="field schedule-form__date">
        <label htmlFor={EFFECTIVE_FROM_ID}>Effective from</label>
        <input
          id={EFFECTIVE_FROM_ID}
          type="date"
          min={today}
          {...register('effective_from')}
          {...describedBy(`${EFFECTIVE_FROM_ID}-error`, errors.effective_from)}
        />
        <FieldError id={`${EFFECTIVE_FROM_ID}-error`} message={errors.effective_from} />
      </div>
      {TABLES.map((table) => (
        <RowTable key={table.key} table={table} register={register} errors={errors} control={control} />
      ))}
      {unconfirmed ? (
        <ScheduleDifferences
          change={unconfirmed}
          busy={formState.isSubmitting}
          onConfirm={save(true)}
          onBack={() => setUnconfirmed(undefined)}
        />
      ) : (
        <FormActions submitLabel="Save schedule" busy={formState.isSubmitting} onCancel={onCancel} />
      )}
    </form>
  );
}
