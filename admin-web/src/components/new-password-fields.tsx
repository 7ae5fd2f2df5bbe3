import type { UseFormRegisterReturn } from 'react-hook-form';
import { string, ref } from 'yup';
import { PASSWORD_LENGTH } from '@bank/shared';
import { describedBy, FieldError } from './form-parts';

/** What a new password must be; the server judges what is guessable and says why when it refuses one. */
export const PASSWORD_RULE_TEXT = `At least ${PASSWORD_LENGTH.min} characters; common or guessable passwords are refused.`;

/** The repeat of a new password (`password` in the same form), checked before anything is sent. */
export const repeatPasswordRule = string()
  .required('Repeat the password.')
  .oneOf([ref('password')], 'The two passwords are not the same.');

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
      <div className="field">
        <label htmlFor={`${id}-password`}>New password</label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          aria-invalid={problems.password ? true : undefined}
          aria-describedby={[`${id}-rule`, problems.password && `${id}-password-problem`].filter(Boolean).join(' ')}
          {...password}
        />
        <p className="field__hint" id={`${id}-rule`}>
          {PASSWORD_RULE_TEXT}
        </p>
        <FieldError id={`${id}-password-problem`} message={problems.password} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-repeat`}>Repeat the new password</label>
        <input
          id={`${id}-repeat`}
          type="password"
          autoComplete="new-password"
          {...describedBy(`${id}-repeat-problem`, problems.repeat)}
          {...repeat}
        />
        <FieldError id={`${id}-repeat-problem`} message={problems.repeat} />
      </div>
    </>
  );
}
