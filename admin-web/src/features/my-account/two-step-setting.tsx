import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { object, string } from 'yup';
import type { TwoStepEnrolment } from '@bank/shared';
import { CodeForm } from '../../components/code-form';
import { FormActions } from '../../components/form-parts';
import { PasswordField } from '../../components/password-fields';
import { RecoveryCodes } from '../../components/recovery-codes';
import { TwoStepKey } from '../../components/two-step-key';
import { apiErrorMessage, apiFieldErrors } from '../../lib/api-client';
import { useStaffAccount } from '../../lib/staff-account';
import { confirmTwoStep, newRecoveryCodes, startTwoStep } from './api';

const passwordForm = object({ password: string().required('Enter your password.') });

/** The password asked again before a change to two-step sign-in; answers why it was refused, or null. */
function PasswordAgain({
  submitLabel,
  onPassword,
  onCancel,
}: {
  submitLabel: string;
  onPassword: (password: string) => Promise<string | null>;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ defaultValues: { password: '' }, resolver: yupResolver(passwordForm) });
  useEffect(() => setFocus('password'), [setFocus]);
  const submit = handleSubmit(async ({ password }) => {
    const problem = await onPassword(password);
    if (problem) setError('password', { message: problem }, { shouldFocus: true });
  });
  return (
    <form className="my-account__form" onSubmit={submit} noValidate>
      <PasswordField
        id="two-step-password"
        label="Your password"
        input={register('password')}
        problem={errors.password?.message}
      />
      <FormActions submitLabel={submitLabel} busy={isSubmitting} onCancel={onCancel} />
    </form>
  );
}

/** Where the setting is: nothing asked, the password asked, the key shown, or the recovery codes shown once. */
type Stage =
  | { kind: 'idle' }
  | { kind: 'password'; purpose: 'turn-on' | 'new-codes' }
  | { kind: 'key'; enrolment: TwoStepEnrolment }
  | { kind: 'codes'; codes: string[] };

/** A refused password or code, as the server words it (its field's problem, else its message). */
const refusal = (error: unknown, field: string) =>
  apiFieldErrors(error)[field] ?? apiErrorMessage(error) ?? 'That did not work. Try again.';

/**
 * Two-step sign-in: turned on here (password, then the key for the app, then its first code, then the
 * recovery codes, shown once), or, when on, new recovery codes (password again).
 */
export function TwoStepSetting() {
  const { account, refresh } = useStaffAccount();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const heading = useRef<HTMLHeadingElement>(null);
  const idle = () => setStage({ kind: 'idle' });

  const withPassword = async (password: string) => {
    if (stage.kind !== 'password') return null;
    try {
      if (stage.purpose === 'turn-on') setStage({ kind: 'key', enrolment: await startTwoStep(password) });
      else setStage({ kind: 'codes', codes: await newRecoveryCodes(password) });
      return null;
    } catch (error) {
      return refusal(error, 'password');
    }
  };

  const confirm = async (code: string) => {
    try {
      setStage({ kind: 'codes', codes: await confirmTwoStep(code) });
      // On from this moment: the status says so while the recovery codes are still shown.
      void refresh();
      return null;
    } catch (error) {
      return refusal(error, 'code');
    }
  };

  const codesSaved = () => {
    idle();
    heading.current?.focus();
  };

  return (
    <section className="my-account__part" aria-labelledby="two-step-title">
      <h2 id="two-step-title" ref={heading} tabIndex={-1}>
        Two-step sign-in
      </h2>
      <p>
        {account.two_step
          ? 'On: you sign in with your password and a code from your authenticator app.'
          : 'Off: you sign in with your password alone. Turn it on to need a code from an authenticator app on your phone too.'}
      </p>
      {stage.kind === 'idle' && (
        <div>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setStage({ kind: 'password', purpose: account.two_step ? 'new-codes' : 'turn-on' })}
          >
            {account.two_step ? 'New recovery codes' : 'Turn on two-step sign-in'}
          </button>
        </div>
      )}
      {stage.kind === 'password' && (
        <>
          <p>
            {stage.purpose === 'turn-on'
              ? 'Enter your password to set two-step sign-in up.'
              : 'Enter your password to make new recovery codes; the old ones stop working.'}
          </p>
          <PasswordAgain submitLabel="Continue" onPassword={withPassword} onCancel={idle} />
        </>
      )}
      {stage.kind === 'key' && (
        <>
          <p>Add the account to your authenticator app with the QR code or the key.</p>
          <TwoStepKey enrolment={stage.enrolment} />
          <CodeForm
            id="two-step-confirm"
            kind="app"
            label="Code"
            instructions="Enter the 6-digit code the app now shows for this account"
            submitLabel="Turn on"
            onCode={confirm}
            focused={false}
          />
          <div>
            <button type="button" className="button" onClick={idle}>
              Cancel
            </button>
          </div>
        </>
      )}
      {stage.kind === 'codes' && <RecoveryCodes codes={stage.codes} onSaved={codesSaved} />}
    </section>
  );
}
