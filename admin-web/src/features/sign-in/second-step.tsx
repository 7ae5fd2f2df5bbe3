import { useEffect, useRef, useState } from 'react';
import { LOGIN_MESSAGES, type TwoStepEnrolment } from '@bank/shared';
import { CodeForm } from '../../components/code-form';
import { RecoveryCodes } from '../../components/recovery-codes';
import { TwoStepKey } from '../../components/two-step-key';
import { apiErrorMessage } from '../../lib/api-client';
import { confirmEnrolment, sendCode, startEnrolment } from './api/second-step';
import { keepSession, type SignInInput } from './api/sign-in';

export interface SecondStepProps {
  /** What the password step answered: a code to enter, or two-step sign-in to set up first. */
  step: 'code' | 'enrol';
  challenge: string;
  /** Who signs in, and whether 'Remember Me' keeps the e-mail. */
  person: Pick<SignInInput, 'email' | 'remember'>;
  /** Opens the back office, once the session is kept. */
  onSignedIn: () => void;
  /** Back to the password step (a challenge lasts five minutes). */
  onBack: () => void;
}

/** A refused code's reason as the server gives it (wrong or used code, too many attempts, challenge over). */
const refusal = (error: unknown) => apiErrorMessage(error) ?? LOGIN_MESSAGES.failed;

function BackToPassword({ onBack }: Pick<SecondStepProps, 'onBack'>) {
  return (
    <button type="button" className="button sign-in__other" onClick={onBack}>
      Back to the password
    </button>
  );
}

function CodeStep({ challenge, person, onSignedIn, onBack }: SecondStepProps) {
  const [kind, setKind] = useState<'app' | 'recovery'>('app');
  const send = async (code: string) => {
    try {
      keepSession(await sendCode(challenge, code), person);
      onSignedIn();
      return null;
    } catch (error) {
      return refusal(error);
    }
  };
  return (
    <>
      <h1 id="sign-in-title">Two-step sign-in</h1>
      <CodeForm
        key={kind}
        id="sign-in-second"
        kind={kind}
        label={kind === 'app' ? 'Code' : 'Recovery code'}
        instructions={
          kind === 'app'
            ? 'Enter the 6-digit code from your authenticator app'
            : 'Enter one of your recovery codes; each one works once'
        }
        submitLabel="Sign in"
        onCode={send}
      />
      <button
        type="button"
        className="button sign-in__other"
        onClick={() => setKind((current) => (current === 'app' ? 'recovery' : 'app'))}
      >
        {kind === 'app' ? 'Use a recovery code instead' : 'Use the code from the app instead'}
      </button>
      <BackToPassword onBack={onBack} />
    </>
  );
}

function EnrolStep({ challenge, person, onSignedIn, onBack }: SecondStepProps) {
  const [enrolment, setEnrolment] = useState<TwoStepEnrolment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // The key comes before the code: reading starts at the heading.
  useEffect(() => heading.current?.focus(), []);

  useEffect(() => {
    let current = true;
    startEnrolment(challenge)
      .then((answer) => current && setEnrolment(answer))
      .catch((error: unknown) => current && setFailure(refusal(error)));
    return () => {
      current = false;
    };
  }, [challenge]);

  const confirm = async (code: string) => {
    try {
      const { recovery_codes, ...token } = await confirmEnrolment(challenge, code);
      keepSession(token, person);
      setCodes(recovery_codes);
      return null;
    } catch (error) {
      return refusal(error);
    }
  };

  if (codes)
    return (
      <>
        <h1 id="sign-in-title">Two-step sign-in is on</h1>
        <RecoveryCodes codes={codes} onSaved={onSignedIn} />
      </>
    );
  return (
    <>
      <h1 id="sign-in-title" ref={heading} tabIndex={-1}>
        Set up two-step sign-in
      </h1>
      <p>
        Your account signs in with a code from an authenticator app on your phone as well as the password. Add the
        account to the app with the QR code or the key.
      </p>
      {failure && <p role="alert">{failure}</p>}
      {enrolment ? (
        <>
          <TwoStepKey enrolment={enrolment} />
          <CodeForm
            id="sign-in-enrol"
            kind="app"
            label="Code"
            instructions="Enter the 6-digit code the app now shows for this account"
            submitLabel="Turn on and sign in"
            onCode={confirm}
            focused={false}
          />
        </>
      ) : (
        !failure && <p role="status">Loading...</p>
      )}
      <BackToPassword onBack={onBack} />
    </>
  );
}

/** The second screen of the sign-in: the code, or setting two-step sign-in up, then the back office. */
export default function SecondStep(props: SecondStepProps) {
  return props.step === 'code' ? <CodeStep {...props} /> : <EnrolStep {...props} />;
}
