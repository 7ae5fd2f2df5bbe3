import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { StaffAccountSelf } from '@bank/shared';
import { apiClient } from '../lib/api-client';
import { readSession, SESSION_ENDED_EVENT, touchesCredential } from '../lib/session';
import { StaffAccountProvider } from '../lib/staff-account';
import { Loading } from '../components/loading';

type GuardState = { kind: 'checking' } | { kind: 'denied' } | { kind: 'allowed'; account: StaffAccountSelf };

const readAccount = async () => (await apiClient.get<StaffAccountSelf>('/admin/account')).data;

/**
 * Asks the server who the stored credential belongs to (GET /api/admin/account, which also tells
 * whether it is still good), again whenever another tab signs in or out or a call in this tab found
 * the credential refused.
 */
function useSignedInAccount(): [GuardState, (account: StaffAccountSelf) => void] {
  const [state, setState] = useState<GuardState>({ kind: 'checking' });
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
      setState({ kind: 'denied' });
      return;
    }
    // A re-check keeps the screen (and what was typed) until the answer comes.
    readAccount()
      .then((account) => current && setState({ kind: 'allowed', account }))
      .catch(() => current && setState({ kind: 'denied' }));
    return () => {
      current = false;
    };
  }, [round]);

  const replace = useCallback((account: StaffAccountSelf) => setState({ kind: 'allowed', account }), []);
  return [state, replace];
}

/**
 * Shows its children to a signed-in person only, handing them the account (its role decides what the
 * menu and the router offer); anyone else goes to /AdminLogin.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const [state, replace] = useSignedInAccount();
  const account = state.kind === 'allowed' ? state.account : null;
  const staff = useMemo(
    () => account && { account, refresh: async () => replace(await readAccount()) },
    [account, replace],
  );
  if (state.kind === 'checking') return <Loading />;
  if (!staff) return <Navigate to="/AdminLogin" replace />;
  return <StaffAccountProvider value={staff}>{children}</StaffAccountProvider>;
}
