import { createContext, useContext } from 'react';
import type { FormName, SubmittedForm } from '@bank/shared';

/**
 * Everything a server-rendered page was made of, embedded in it as JSON so the browser hydrates
 * with the same: the API reads by path (SWR's fallback) and a form the server answered.
 */
export interface PageState {
  data: Record<string, unknown>;
  form?: SubmittedForm;
}

export const PAGE_STATE_ELEMENT_ID = 'page-state';

/** The page state the server embedded in this page (none in the dev server's bare shell). */
export function readPageState(): PageState {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as PageState) : { data: {} };
}

const SubmittedFormContext = createContext<SubmittedForm | undefined>(undefined);
export const SubmittedFormProvider = SubmittedFormContext.Provider;

/** The form the server answered for this page, if the visitor posted that one without JavaScript. */
export function useSubmittedForm(name: FormName = 'contact'): SubmittedForm | undefined {
  const form = useContext(SubmittedFormContext);
  return form && (form.name ?? 'contact') === name ? form : undefined;
}

/** A form the server answered without JavaScript: its field errors as react-hook-form takes them. */
export const serverFieldErrors = (form: SubmittedForm | undefined) =>
  form && Object.keys(form.errors).length
    ? Object.fromEntries(Object.entries(form.errors).map(([name, message]) => [name, { type: 'server', message }]))
    : undefined;
