import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { BANK, LOGIN_MESSAGES } from '@bank/shared';
import { notify } from '../../lib/toasts';
import './sign-in.css';

// The schema (yup) and the HTTP client (axios) load on the first submit, not before the first render.
const loadSignIn = () => import('./api/sign-in');

/** The /AdminLogin screen: e-mail, password, Remember Me (a 7-day token instead of 2 hours). */
export default function AdminLoginScreen() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const { signIn, signInProblem } = await loadSignIn();
      const input = { email: email.trim(), password, remember };
      const problem = await signInProblem(input);
      if (problem) {
        void notify('error', problem);
        return;
      }
      await signIn(input);
      void notify('success', LOGIN_MESSAGES.success);
      navigate('/AdminPage');
    } catch (error) {
      const { apiErrorMessage } = await import('../../lib/api-client');
      void notify('error', apiErrorMessage(error) ?? LOGIN_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="sign-in">
      <form className="sign-in__card" onSubmit={submit} noValidate aria-labelledby="sign-in-title">
        <p className="sign-in__bank">{BANK.name}</p>
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
    </main>
  );
}
