import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { changePasswordSchema } from '@bank/shared';
import { OutcomeMessage, type Outcome } from '../../components/form-parts';
import { NewPasswordFields, PasswordField, repeatPasswordRule } from '../../components/password-fields';
import { apiErrorMessage, apiFieldErrors } from '../../lib/api-client';
import { changePassword } from './api';

const changePasswordForm = changePasswordSchema.shape({ repeat: repeatPasswordRule });
const FIELDS = ['current_password', 'password'] as const;

/** Change password: the current one, then the new one twice; the server ends every other session. */
export function ChangePassword({ onChanged }: { onChanged: () => void }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    defaultValues: { current_password: '', password: '', repeat: '' },
    resolver: yupResolver(changePasswordForm),
  });

  const submit = handleSubmit(async ({ current_password, password }) => {
    setOutcome(null);
    try {
      await changePassword(current_password, password);
      reset();
      setOutcome({ text: 'Your password is changed. Your other sessions have ended.', failed: false });
      onChanged();
    } catch (error) {
      // A refused field is said beside it (the first takes the focus); anything else under the form.
      const problems = apiFieldErrors(error);
      const refused = FIELDS.filter((name) => problems[name]);
      refused.forEach((name, index) => setError(name, { message: problems[name] }, { shouldFocus: index === 0 }));
      if (refused.length === 0)
        setOutcome({ text: apiErrorMessage(error) ?? 'The password was not changed.', failed: true });
    }
  });

  return (
    <section className="my-account__part" aria-labelledby="change-password-title">
      <h2 id="change-password-title">Change password</h2>
      <form className="my-account__form" onSubmit={submit} noValidate>
        <PasswordField
          id="change-password-current"
          label="Current password"
          input={register('current_password')}
          problem={errors.current_password?.message}
        />
        <NewPasswordFields
          id="change-password"
          password={register('password')}
          repeat={register('repeat')}
          problems={{ password: errors.password?.message, repeat: errors.repeat?.message }}
        />
        <OutcomeMessage outcome={outcome} />
        <div>
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            {isSubmitting ? 'Changing…' : 'Change password'}
          </button>
        </div>
      </form>
    </section>
  );
}
