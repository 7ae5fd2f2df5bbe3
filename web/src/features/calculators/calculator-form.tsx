import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CALCULATOR_QUERY } from '@bank/shared';
import { useI18n } from '../../lib/i18n';

/**
 * The value a calculator's field starts from: what its form sent in the address (submitted without
 * JavaScript, the page answers with the figures for it), else `fallback`.
 */
export function useSentValue(name: string, fallback: string): string {
  const [params] = useSearchParams();
  return params.get(name) ?? fallback;
}

/** The unit the form sent, when it is one of `units`; else `fallback`. */
export function useSentUnit<U extends string>(name: string, units: readonly U[], fallback: U): U {
  const sent = useSentValue(name, fallback);
  return (units as readonly string[]).includes(sent) ? (sent as U) : fallback;
}

/**
 * A calculator's form. With JavaScript the figures follow every keystroke and the form is never sent;
 * without it, Calculate sends the fields in the address (a GET, back to this calculator on the page),
 * with the card's product and rate the page was opened with, and the server renders the answer. The
 * button stays once the scripts run: taking it away then would move the page under a visitor who
 * arrived at a calculator further down.
 */
export function CalculatorForm({ anchor, children }: { anchor: string; children: ReactNode }) {
  const [params] = useSearchParams();
  const i18n = useI18n();
  return (
    <form
      className="calculator__form"
      method="get"
      action={`#${anchor}`}
      onSubmit={(event) => event.preventDefault()}
      noValidate
    >
      {CALCULATOR_QUERY.flatMap((name) =>
        params.has(name) ? [<input key={name} type="hidden" name={name} value={params.get(name)!} />] : [],
      )}
      {children}
      <button type="submit" className="button calculator__submit">
        {i18n._('Calculate')}
      </button>
    </form>
  );
}
