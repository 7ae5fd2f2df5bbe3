import { SESSION_KEYS } from '@bank/shared';

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
}

/** Removes every session key, the legacy adminToken included. */
export function clearSession(): void {
  for (const key of Object.values(SESSION_KEYS)) localStorage.removeItem(key);
}

/** Announced in this tab when the server refused the stored credential and the session was cleared. */
export const SESSION_ENDED_EVENT = 'admin-session-ended';

/** Clears the session and tells this tab's guard, which then sends the administrator to /AdminLogin. */
export function endSession(): void {
  clearSession();
  window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
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
