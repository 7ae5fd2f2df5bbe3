import type { UseFormRegisterReturn } from 'react-hook-form';
import { string, ref } from 'yup';
import { PASSWORD_LENGTH } from '@bank/shared';
import { FieldError } from './form-parts';

/** What a new password must be; the server judges what is guessable and says why when it refuses one. */
const PASSWORD_RULE_TEXT = `At least ${PASSWORD_LENGTH.min} characters; common or guessable passwords are refused.`;

/** The repeat of a new password (`password` in the same form), checked before anything is sent. */
export const repeatPasswordRule = string()
  .required('Repeat the password.')
  .oneOf([ref('password')], 'The two passwords are not the same.');

/** A password input of a form (`input` is its `register(...)`), its hint and its problem read with it. */
export function PasswordField({
  id,
  label,
  input,
  problem,
  hint,
  autoComplete = 'current-password',
}: {
  id: string;
  label: string;
  input: UseFormRegisterReturn;
  problem?: string;
  hint?: string;
  autoComplete?: 'current-password' | 'new-password';
}) {
  const described = [hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="password"
        autoComplete={autoComplete}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-problem`} message={problem} />
    </div>
  );
}

/**
 * A new password and its repeat, the rule said under the first; ids start with `id`. The inputs are
 * the form's own (`register('password')`, `register('repeat')`).
 */
export function NewPasswordFields({
  id,
  password,
  repeat,
  problems,
}: {
  id: string;
  password: UseFormRegisterReturn;
  repeat: UseFormRegisterReturn;
  problems: { password?: string; repeat?: string };
}) {
  return (
    <>
      <PasswordField
        id={`${id}-password`}
        label="New password"
        input={password}
        problem={problems.password}
        hint={PASSWORD_RULE_TEXT}
        autoComplete="new-password"
      />
      <PasswordField
        id={`${id}-repeat`}
        label="Repeat the new password"
        input={repeat}
        problem={problems.repeat}
        autoComplete="new-password"
      />
    </>
  );
}
