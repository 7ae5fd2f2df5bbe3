import { useEffect } from 'react';
import { apiClient } from '../lib/api-client';
import { sessionLastUse } from '../lib/session';

/** Typing tells the server the person is there at most this often: the idle end moves a minute at a time. */
export const TYPING_USE_EVERY_MS = 60_000;

/**
 * Typing in a form is use: someone writing a long news item is not idle, though the form makes no
 * call until it is saved. A keystroke a minute or more after the session's last call makes one that
 * the server counts as use (GET /api/admin/verify); the server's idle length is unchanged.
 */
export function useTypingKeepsSessionInUse(): void {
  useEffect(() => {
    let telling = false;
    const typed = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest('form')) return;
      if (telling || Date.now() - (sessionLastUse() ?? 0) < TYPING_USE_EVERY_MS) return;
      telling = true;
      apiClient
        .get('/admin/verify')
        .catch((failure: unknown) => console.error('Typing could not be told to the server', failure))
        .finally(() => {
          telling = false;
        });
    };
    document.addEventListener('input', typed, true);
    return () => document.removeEventListener('input', typed, true);
  }, []);
}
