import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { VerifyResponse } from '@bank/shared';
import { apiClient } from '../lib/api-client';
import { readSession, SESSION_ENDED_EVENT, touchesCredential } from '../lib/session';
import { Loading } from '../components/loading';

export type GuardState = 'checking' | 'allowed' | 'denied';

/**
 * Asks the server whether the stored credential is still good (GET /api/admin/verify), again whenever
 * another tab signs in or out or a call in this tab found the credential refused.
 */
function useAdminVerification(): GuardState {
  const [state, setState] = useState<GuardState>('checking');
  const [round, setRound] = useState(0);

  useEffect(() => {
    const recheck = () => setRound((value) => value + 1);
    const recheckOnCredential = (event: StorageEvent) => {
      if (touchesCredential(event)) recheck();
    };
    window.addEventListener('storage', recheckOnCredential);
    window.addEventListener(SESSION_ENDED_EVENT, recheck);
    return () => {
      window.removeEventListener('storage', recheckOnCredential);
      window.removeEventListener(SESSION_ENDED_EVENT, recheck);
    };
  }, []);

  useEffect(() => {
    let current = true;
    if (!readSession()) {
      setState('denied');
      return;
    }
    // A re-check keeps the screen (and what was typed) until the answer comes.
    apiClient
      .get<VerifyResponse>('/admin/verify')
      .then(() => current && setState('allowed'))
      .catch(() => current && setState('denied'));
    return () => {
      current = false;
    };
  }, [round]);

  return state;
}

/** Shows its children to a verified administrator only; anyone else goes to /AdminLogin, silently. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const state = useAdminVerification();
  if (state === 'checking') return <Loading />;
  if (state === 'denied') return <Navigate to="/AdminLogin" replace />;
  return <>{children}</>;
}
