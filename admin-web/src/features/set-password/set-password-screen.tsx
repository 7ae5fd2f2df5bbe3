import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Link, useSearchParams } from 'react-router-dom';
import { object } from 'yup';
import { newPasswordRule } from '@bank/shared';
import { BankLine, CardPage } from '../../components/card-page';
import { NewPasswordFields, repeatPasswordRule } from '../../components/password-fields';
import { apiErrorMessage, apiFieldErrors } from '../../lib/api-client';
import { setPassword } from './api';
import './set-password-screen.css';

const setPasswordForm = object({ password: newPasswordRule, repeat: repeatPasswordRule });

/** Where the page goes on: the sign-in screen. */
function SignInLink() {
  return (
    <p>
      <Link to="/AdminLogin">Go to the sign-in</Link>
    </p>
  );
}

/**
 * /AdminSetPassword?token=…: the one-time link a new account (or an Administrator's reset) gets. The
 * password and its repeat are checked here for length and sameness; the server judges the rest and
 * its word is shown as it comes, then the way to the sign-in.
 */
export default function SetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ defaultValues: { password: '', repeat: '' }, resolver: yupResolver(setPasswordForm) });

  const submit = handleSubmit(async ({ password }) => {
    setRefusal(null);
    try {
      setDone(await setPassword(token, password));
    } catch (error) {
      // A refused password is said beside its field (which takes the focus); anything else above the form.
      const problem = apiFieldErrors(error).password;
      if (problem) setError('password', { message: problem }, { shouldFocus: true });
      else setRefusal(apiErrorMessage(error) ?? 'The password was not set. Try again.');
    }
  });

  return (
    <CardPage>
      <section className="card-page__card" aria-labelledby="set-password-title">
        <BankLine />
        <h1 id="set-password-title">Set your password</h1>
        {!token ? (
          <>
            <p role="alert">
              This link is not complete. Open the whole link you were given, or ask an Administrator for a new one.
            </p>
            <SignInLink />
          </>
        ) : done ? (
          <>
            <p role="status">{done}</p>
            <SignInLink />
          </>
        ) : (
          <form className="set-password" onSubmit={submit} noValidate>
            {refusal && (
              <p className="set-password__refusal" role="alert">
                {refusal}
              </p>
            )}
            <NewPasswordFields
              id="set-password"
              password={register('password')}
              repeat={register('repeat')}
              problems={{ password: errors.password?.message, repeat: errors.repeat?.message }}
            />
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              {isSubmitting ? 'Setting…' : 'Set password'}
            </button>
          </form>
        )}
      </section>
    </CardPage>
  );
}
