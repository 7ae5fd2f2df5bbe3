import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import './form-parts.css';
/** Pieces every back-office form and table row shares. */

export function FormActions({
  submitLabel,
  busy,
  onCancel,
}: {
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="resource-form__actions">
      <button type="submit" className="button button--primary" disabled={busy}>
        {submitLabel}
      </button>
      <button type="button" className="button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

/** A field's problem, tied to its input by aria-describedby. */
export function FieldError({ id, message }: { id: string; message: unknown }) {
  if (!message) return null;
  return (
    <p className="field__error" id={id}>
      {String(message)}
    </p>
  );
}

/**
 * A warning under a field (saving stays possible). The live region is always there, empty when
 * all is well, so that a screen reader hears the warning when it appears.
 */
export function FieldWarning({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p id={id} className="field__warning" role="status">
      {message}
    </p>
  );
}

/** aria attributes of an input with a problem. */
export const describedBy = (id: string, message: unknown) =>
  message ? { 'aria-invalid': true, 'aria-describedby': id } : {};

export interface RowAction {
  label: string;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
}

/** A row's buttons; each is named with the row ('Edit Gold Loan') for screen readers. */
export function RowActions({ rowName, actions }: { rowName: string; actions: RowAction[] }) {
  return (
    <div className="row-actions">
      {actions.map((action) => (
        <button
          key={action.label}
          type="button"
          className={`button button--small${action.danger ? ' button--danger' : ''}`}
          aria-label={`${action.label} ${rowName}`}
          disabled={action.disabled}
          onClick={action.onClick}
        >
          {action.label}
        </button>
      ))}
    </div>
  );
}

/** What a form or an action said last: done (a status a screen reader hears) or refused (an alert). */
export type Outcome = { text: string; failed: boolean } | null;

/** The last outcome, in a live region that stays in the page so that the next one is heard. */
export function OutcomeMessage({ outcome }: { outcome: Outcome }) {
  return outcome?.failed ? (
    <p className="outcome--failed" role="alert">
      {outcome.text}
    </p>
  ) : (
    <p role="status">{outcome?.text}</p>
  );
}

/** A labelled text area of a form, its problem under it and tied to it (`describedBy`). */
export function TextAreaField({
  id,
  label,
  rows,
  registration,
  problem,
}: {
  id: string;
  label: ReactNode;
  rows: number;
  registration: UseFormRegisterReturn;
  problem: string | undefined;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={rows} {...registration} {...describedBy(`${id}-error`, problem)} />
      <FieldError id={`${id}-error`} message={problem} />
    </div>
  );
}
