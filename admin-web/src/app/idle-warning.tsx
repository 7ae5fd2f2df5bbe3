import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { formatIndiaDateTime, type SessionTimes } from '@bank/shared';
import { apiClient } from '../lib/api-client';
import { endSession, sessionLastUse, subscribeSessionUse } from '../lib/session';
import './idle-warning.css';

/** How long before the session's end the warning shows. */
const WARNING_MS = 60_000;

/** The session's lengths as the server states them, so that this browser's clock can count them. */
interface SessionLengths {
  /** How long the session lasts unused. */
  idleMs: number;
  /** When it ends whatever happens (this browser's clock). */
  endsAt: number;
}

/**
 * GET /api/admin/account/session. The server does not count this call as use (an open tab must not
 * keep a session alive). Its ends are turned into lengths: this browser's clock need not agree with
 * the server's.
 */
async function readSessionLengths(): Promise<SessionLengths> {
  const { data } = await apiClient.get<SessionTimes>('/admin/account/session');
  const idleMs = data.idle_seconds * 1000;
  return { idleMs, endsAt: Date.now() + idleMs + (Date.parse(data.ends_at) - Date.parse(data.idle_ends_at)) };
}

type Warning = { kind: 'idle' | 'final'; endsAt: number };

/** 'Stay signed in': a call the server counts as use (GET /api/admin/verify), then the session's new end. */
async function keepSessionInUse(): Promise<SessionLengths> {
  await apiClient.get('/admin/verify');
  return readSessionLengths();
}

/** When the session ends, and what the warning a minute before says: idle (one can stay), or its last hour over. */
function nextEnd(lengths: SessionLengths, lastUse: number): Warning {
  const idleEnd = lastUse + lengths.idleMs;
  return idleEnd < lengths.endsAt ? { kind: 'idle', endsAt: idleEnd } : { kind: 'final', endsAt: lengths.endsAt };
}

/** '19:05 IST'. */
const clockTime = (at: number) => formatIndiaDateTime(new Date(at).toISOString()).split(', ')[1];

/**
 * Warns a minute before the session ends unused ('Stay signed in' uses it again), or before its
 * absolute end; at the end, returns to the sign-in screen with 'Your session has ended; please sign in
 * again.'. The idle time counts from the latest call any tab made.
 */
export function IdleWarning() {
  const [lengths, setLengths] = useState<SessionLengths | null>(null);
  const lastUse = useSyncExternalStore(subscribeSessionUse, sessionLastUse);
  const [warning, setWarning] = useState<Warning | null>(null);
  const [staying, setStaying] = useState(false);
  // The warning of the absolute end, once read, is not shown again: nothing can put that end off.
  const [finalRead, setFinalRead] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const stayButton = useRef<HTMLButtonElement>(null);
  const focusBefore = useRef<Element | null>(null);

  const stay = useCallback(async () => {
    setStaying(true);
    setProblem(null);
    try {
      setLengths(await keepSessionInUse());
    } catch {
      setProblem('The server did not answer. Try again.');
    } finally {
      setStaying(false);
    }
  }, []);

  useEffect(() => {
    readSessionLengths()
      .then(setLengths)
      .catch((failure: unknown) => console.error('The session times did not load', failure));
  }, []);

  useEffect(() => {
    if (!lengths || lastUse === null) return;
    const end = nextEnd(lengths, lastUse);
    const warn = end.kind === 'idle' || !finalRead;
    const now = Date.now();
    setWarning(warn && now >= end.endsAt - WARNING_MS ? end : null);
    const timers = [
      warn && window.setTimeout(() => setWarning(end), Math.max(0, end.endsAt - WARNING_MS - now)),
      window.setTimeout(endSession, Math.max(0, end.endsAt - now)),
    ];
    return () => timers.forEach((timer) => timer && window.clearTimeout(timer));
  }, [lengths, lastUse, finalRead]);

  const shown = warning !== null;
  useEffect(() => {
    if (!shown) return;
    focusBefore.current = document.activeElement;
    stayButton.current?.focus();
    return () => {
      const before = focusBefore.current;
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, [shown]);

  if (!warning) return null;
  const idle = warning.kind === 'idle';
  return (
    <div
      className="idle-warning"
      role="alertdialog"
      aria-labelledby="idle-warning-title"
      aria-describedby="idle-warning-text"
    >
      <h2 id="idle-warning-title">{idle ? 'Are you still there?' : 'Your session is about to end'}</h2>
      <p id="idle-warning-text">
        {idle
          ? `For your security you will be signed out at ${clockTime(warning.endsAt)}, in about a minute, unless you stay signed in.`
          : `Sessions last a working day: you will be signed out at ${clockTime(warning.endsAt)}, in about a minute. Save your work, then sign in again.`}
      </p>
      {problem && <p role="alert">{problem}</p>}
      <div className="idle-warning__actions">
        {idle ? (
          <button ref={stayButton} type="button" className="button button--primary" disabled={staying} onClick={stay}>
            Stay signed in
          </button>
        ) : (
          <button ref={stayButton} type="button" className="button button--primary" onClick={() => setFinalRead(true)}>
            OK
          </button>
        )}
      </div>
    </div>
  );
}
