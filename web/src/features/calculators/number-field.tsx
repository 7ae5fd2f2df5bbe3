import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n';

interface NumberFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** A unit chooser or a note shown after the input. */
  after?: ReactNode;
}

/** A labelled amount or rate input with its message beside it (announced with the field). */
export function NumberField({ id, label, value, onChange, error, after }: NumberFieldProps) {
  const messageId = `${id}-message`;
  return (
    <div className="calculator__field">
      <label htmlFor={id}>{label}</label>
      <div className="calculator__input">
        <input
          id={id}
          name={id}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
        />
        {after}
      </div>
      {error && (
        <p id={messageId} className="calculator__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The units' names as the option lists show them. */
const UNIT_NAMES: Record<string, string> = {
  days: /*i18n*/ 'days',
  months: /*i18n*/ 'months',
  years: /*i18n*/ 'years',
};

/** Two or three units to pick from, as a labelled select. */
export function UnitSelect<U extends string>({
  id,
  label,
  value,
  units,
  onChange,
}: {
  id: string;
  label: string;
  value: U;
  units: readonly U[];
  onChange: (unit: U) => void;
}) {
  const i18n = useI18n();
  return (
    <select id={id} name={id} aria-label={label} value={value} onChange={(event) => onChange(event.target.value as U)}>
      {units.map((unit) => (
        <option key={unit} value={unit}>
          {i18n._(UNIT_NAMES[unit] ?? unit)}
        </option>
      ))}
    </select>
  );
}
