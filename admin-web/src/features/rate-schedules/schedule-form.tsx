import { useState } from 'react';
import { useFieldArray, useForm, type FieldValues, type UseFormRegister } from 'react-hook-form';
import { formatDate, validateRateSchedule, type AdminRateSchedule, type RateScheduleBody, type RateScheduleInput } from '@bank/shared';
import { describedBy, FieldError, FormActions } from '../../components/form-parts';

/** The form's shape: every value as typed (text), rows without ids. */
type Row = Record<string, string>;
export interface ScheduleFormValues extends FieldValues {
  effective_from: string;
  deposits: Row[];
  loans: Row[];
  charges: Row[];
}

interface Column {
  name: string;
  label: string;
  kind?: 'number' | 'text' | 'kind';
}

const TABLES: ReadonlyArray<{ key: 'deposits' | 'loans' | 'charges'; title: string; columns: Column[]; blank: Row }> = [
  {
    key: 'deposits',
    title: 'Deposits',
    columns: [
      { name: 'product', label: 'Product' },
      { name: 'tenure_from_days', label: 'Tenure from (days)', kind: 'number' },
      { name: 'tenure_to_days', label: 'Tenure to (days)', kind: 'number' },
      { name: 'general_rate', label: 'General rate (%)', kind: 'number' },
      { name: 'senior_rate', label: 'Senior rate (%)', kind: 'number' },
      { name: 'minimum_balance', label: 'Minimum balance (Rs)', kind: 'number' },
    ],
    blank: { product: '', tenure_from_days: '', tenure_to_days: '', general_rate: '', senior_rate: '', minimum_balance: '' },
  },
  {
    key: 'loans',
    title: 'Loans',
    columns: [
      { name: 'scheme', label: 'Scheme' },
      { name: 'rate_from', label: 'Rate from (%)', kind: 'number' },
      { name: 'rate_to', label: 'Rate to (%)', kind: 'number' },
      { name: 'processing_fee', label: 'Processing fee' },
      { name: 'note', label: 'Note' },
    ],
    blank: { scheme: '', rate_from: '', rate_to: '', processing_fee: '', note: '' },
  },
  {
    key: 'charges',
    title: 'Charges',
    columns: [
      { name: 'kind', label: 'Kind', kind: 'kind' },
      { name: 'name', label: 'Name' },
      { name: 'charge', label: 'Charge' },
      { name: 'reason', label: 'Reason (penal charges)' },
    ],
    blank: { kind: 'service', name: '', charge: '', reason: '' },
  },
];

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A schedule's rows as form text, without their ids: 'New schedule' copies the one in force this way. */
export function formValuesOf(schedule: Pick<RateScheduleBody, 'deposits' | 'loans' | 'charges'> | undefined, effectiveFrom: string): ScheduleFormValues {
  const rows = (list: object[] | undefined) => (list ?? []).map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'id').map(([key, value]) => [key, text(value)])));
  return { effective_from: effectiveFrom, deposits: rows(schedule?.deposits), loans: rows(schedule?.loans), charges: rows(schedule?.charges) };
}

/** Typed text as the API takes it: numbers as numbers, empty cells as null. */
export function inputOf(values: ScheduleFormValues) {
  const numbers = new Set(TABLES.flatMap((table) => table.columns.filter((column) => column.kind === 'number').map((column) => column.name)));
  const cast = (row: Row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value.trim() === '' ? null : numbers.has(key) && Number.isFinite(Number(value)) ? Number(value) : value.trim()]));
  return { effective_from: values.effective_from, deposits: values.deposits.map(cast), loans: values.loans.map(cast), charges: values.charges.map(cast) };
}

function RowTable({ table, register, errors, control }: { table: (typeof TABLES)[number]; register: UseFormRegister<ScheduleFormValues>; errors: Record<string, string>; control: ReturnType<typeof useForm<ScheduleFormValues>>['control'] }) {
  const { fields, append, remove } = useFieldArray({ control, name: table.key });
  return (
    <fieldset className="schedule-form__rows">
      <legend>{table.title}</legend>
      {fields.map((field, index) => (
        <div className="schedule-form__row" key={field.id} role="group" aria-label={`${table.title} row ${index + 1}`}>
          {table.columns.map((column) => {
            const path = `${table.key}[${index}].${column.name}`;
            const id = `${table.key}-${index}-${column.name}`;
            const registration = register(`${table.key}.${index}.${column.name}` as never);
            return (
              <div className="field" key={column.name}>
                <label htmlFor={id}>{column.label}</label>
                {column.kind === 'kind' ? (
                  <select id={id} {...registration} {...describedBy(`${id}-error`, errors[path])}>
                    <option value="service">Service</option>
                    <option value="penal">Penal</option>
                  </select>
                ) : (
                  <input id={id} inputMode={column.kind === 'number' ? 'decimal' : undefined} {...registration} {...describedBy(`${id}-error`, errors[path])} />
                )}
                <FieldError id={`${id}-error`} message={errors[path]} />
              </div>
            );
          })}
          <button type="button" className="button button--danger" onClick={() => remove(index)} aria-label={`Remove ${table.title.toLowerCase()} row ${index + 1}`}>
            Remove
          </button>
        </div>
      ))}
      <button type="button" className="button" onClick={() => append(table.blank)}>
        Add a {table.key === 'charges' ? 'charge' : table.title.toLowerCase().replace(/s$/, '')} row
      </button>
    </fieldset>
  );
}

interface ScheduleFormProps {
  initial: ScheduleFormValues;
  today: string;
  editing?: AdminRateSchedule;
  /** Sends the schedule; resolves with the server's problems when it refused it. */
  onSave: (input: RateScheduleInput) => Promise<Record<string, string> | undefined>;
  onCancel: () => void;
}

/**
 * A whole schedule in one form: the date and the three row tables. Checked with the shared rules
 * before sending; the server's refusal (keyed by row and field) shows beside the same fields.
 */
export function ScheduleForm({ initial, today, editing, onSave, onCancel }: ScheduleFormProps) {
  const { register, control, handleSubmit, formState } = useForm<ScheduleFormValues>({ defaultValues: initial });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = handleSubmit(async (values) => {
    const input = inputOf(values);
    const checked = await validateRateSchedule(input, today);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors((await onSave(checked.values)) ?? {});
  });
  const count = Object.keys(errors).length;
  return (
    <form className="resource-form schedule-form" onSubmit={submit} noValidate aria-labelledby="schedule-form-title">
      <h2 id="schedule-form-title">{editing ? `Edit the schedule effective from ${formatDate(editing.effective_from)}` : 'New schedule'}</h2>
      <div className="field">
        <label htmlFor="schedule-effective-from">Effective from</label>
        <input id="schedule-effective-from" type="date" min={today} {...register('effective_from')} {...describedBy('schedule-effective-from-error', errors.effective_from)} />
        <FieldError id="schedule-effective-from-error" message={errors.effective_from} />
      </div>
      {TABLES.map((table) => (
        <RowTable key={table.key} table={table} register={register} errors={errors} control={control} />
      ))}
      {count > 0 && (
        <p className="resource-form__failure" role="alert">
          {count === 1 ? 'One value needs correcting' : `${count} values need correcting`}: see the messages beside the fields.
        </p>
      )}
      <FormActions submitLabel="Save schedule" busy={formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
