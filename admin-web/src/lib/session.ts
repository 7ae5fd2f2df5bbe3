import { SESSION_KEYS, STAFF_MESSAGES } from '@bank/shared';
import { notify } from './toasts';

/**
 * When the session was last used by a call to the server (this browser's clock, in ms), kept in local
 * storage so that every tab counts the idle time from the latest call of any of them.
 */
const LAST_USE_KEY = 'sessionLastUse';

/** The signed-in administrator as kept in local storage. */
export interface AdminSession {
  accessToken: string;
  tokenType: string;
  adminEmail: string;
}

export function readSession(): AdminSession | null {
  const accessToken = localStorage.getItem(SESSION_KEYS.accessToken);
  if (!accessToken) return null;
  return {
    accessToken,
    tokenType: localStorage.getItem(SESSION_KEYS.tokenType) || 'Bearer',
    adminEmail: localStorage.getItem(SESSION_KEYS.adminEmail) ?? '',
  };
}

export function storeSession(session: AdminSession): void {
  localStorage.setItem(SESSION_KEYS.accessToken, session.accessToken);
  localStorage.setItem(SESSION_KEYS.tokenType, session.tokenType);
  localStorage.setItem(SESSION_KEYS.adminEmail, session.adminEmail);
  // A new session's idle time counts from its own first call.
  localStorage.removeItem(LAST_USE_KEY);
}

/** Removes every session key, the legacy adminToken included; the e-mail kept by 'Remember Me' stays. */
export function clearSession(): void {
  for (const key of Object.values(SESSION_KEYS)) localStorage.removeItem(key);
  localStorage.removeItem(LAST_USE_KEY);
}

/** Announced in this tab when the server refused the stored credential and the session was cleared. */
export const SESSION_ENDED_EVENT = 'admin-session-ended';

/**
 * Clears the session, tells this tab's guard (which then opens /AdminLogin) and says why:
 * 'Your session has ended; please sign in again.'
 */
export function endSession(): void {
  clearSession();
  window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
  void notify('warning', STAFF_MESSAGES.sessionEnded);
}

/** `<tokenType> <accessToken>` when a session is stored. */
export function authorizationHeader(): string | null {
  const session = readSession();
  return session ? `${session.tokenType} ${session.accessToken}` : null;
}

/** True when a storage event (another tab) changed or cleared the credential. */
export function touchesCredential(event: StorageEvent): boolean {
  return event.key === null || event.key === SESSION_KEYS.accessToken || event.key === SESSION_KEYS.tokenType;
}

const lastUseListeners = new Set<() => void>();

export function sessionLastUse(): number | null {
  const stored = Number(localStorage.getItem(LAST_USE_KEY));
  return stored > 0 ? stored : null;
}

/** Notes a call the server answered for the session; an earlier time than the one kept changes nothing. */
export function noteSessionUse(at: number): void {
  if (!readSession() || at <= (sessionLastUse() ?? 0)) return;
  localStorage.setItem(LAST_USE_KEY, String(at));
  for (const listener of lastUseListeners) listener();
}

/** Calls `listener` when the session is used, in this tab or another. */
export function subscribeSessionUse(listener: () => void): () => void {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === LAST_USE_KEY || event.key === null) listener();
  };
  lastUseListeners.add(listener);
  window.addEventListener('storage', fromOtherTab);
  return () => {
    lastUseListeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}
