import { useEffect, useRef } from 'react';
import './two-step.css';

/**
 * The recovery codes, shown this once: each signs in once without the phone. Focus moves to them when
 * they appear, so that a screen reader reads them first; 'I have saved these codes' goes on.
 */
export function RecoveryCodes({ codes, onSaved }: { codes: readonly string[]; onSaved: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="recovery-codes" aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title" ref={heading} tabIndex={-1}>
        Your recovery codes
      </h2>
      <p>
        Each code signs you in once if your phone is lost. Keep them somewhere safe, away from this computer: they are
        shown only now.
      </p>
      <ul className="recovery-codes__list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--primary" onClick={onSaved}>
        I have saved these codes
      </button>
    </section>
  );
}
