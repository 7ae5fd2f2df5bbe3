import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOGIN_MESSAGES } from '@bank/shared';
import { BankLine, CardPage } from '../../components/card-page';
import { Loading } from '../../components/loading';
import { rememberedEmail } from '../../lib/remembered-email';
import { notify } from '../../lib/toasts';
import './sign-in.css';

// The schema (yup) and the HTTP client (axios) load on the first submit, not before the first render;
// the second step (the code, or setting two-step sign-in up) only for an account that takes it.
const loadSignIn = () => import('./api/sign-in');
const SecondStep = lazy(() => import('./second-step'));

type SecondStepAnswer = { step: 'code' | 'enrol'; challenge: string };

/**
 * The /AdminLogin screen: e-mail, password, Remember Me (keeps the e-mail for the next visit), then,
 * for an account with two-step sign-in, a second screen for the code.
 */
export default function AdminLoginScreen() {
  const navigate = useNavigate();
  const [email, setEmail] = useState(rememberedEmail);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => rememberedEmail() !== '');
  const [busy, setBusy] = useState(false);
  const [secondStep, setSecondStep] = useState<SecondStepAnswer | null>(null);

  const enter = () => {
    void notify('success', LOGIN_MESSAGES.success);
    navigate('/AdminPage');
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const { keepSession, signIn, signInProblem } = await loadSignIn();
      const input = { email: email.trim(), password, remember };
      const problem = await signInProblem(input);
      if (problem) {
        void notify('error', problem);
        return;
      }
      const answer = await signIn(input);
      if ('two_step' in answer) {
        setSecondStep({ step: answer.two_step, challenge: answer.challenge });
        return;
      }
      keepSession(answer, input);
      enter();
    } catch (error) {
      const { apiErrorMessage } = await import('../../lib/api-client');
      void notify('error', apiErrorMessage(error) ?? LOGIN_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  }

  if (secondStep) {
    return (
      <CardPage>
        <section className="card-page__card" aria-labelledby="sign-in-title">
          <BankLine />
          <Suspense fallback={<Loading />}>
            <SecondStep
              {...secondStep}
              person={{ email: email.trim(), remember }}
              onSignedIn={enter}
              onBack={() => {
                setPassword('');
                setSecondStep(null);
              }}
            />
          </Suspense>
        </section>
      </CardPage>
    );
  }

  return (
    <CardPage>
      <form className="card-page__card" onSubmit={submit} noValidate aria-labelledby="sign-in-title">
        <BankLine />
        <h1 id="sign-in-title">Admin Login</h1>
        <label htmlFor="sign-in-email">Email</label>
        <input
          id="sign-in-email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <label htmlFor="sign-in-password">Password</label>
        <input
          id="sign-in-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <label className="sign-in__remember" htmlFor="sign-in-remember">
          <input
            id="sign-in-remember"
            type="checkbox"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          Remember Me
        </label>
        <button type="submit" className="button button--primary" disabled={busy}>
          Login
        </button>
      </form>
    </CardPage>
  );
}
