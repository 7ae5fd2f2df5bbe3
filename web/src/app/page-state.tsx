import { createContext, useContext } from 'react';
/** The forms a page may post without JavaScript: the contact form, and a complaint lodged or looked up. */
export type FormName = 'contact' | 'complaint' | 'lookup';

/** A form posted without JavaScript and answered by the server: what was sent and what came of it. */
export interface SubmittedForm {
  /** Which form of the page was posted; the contact form when absent. */
  name?: FormName;
  values: Record<string, string | undefined>;
  /** Field name -> message, from the shared schema. */
  errors: Record<string, string>;
  /** The page-level outcome: the thank-you text, or why nothing was sent. */
  outcome?: { kind: 'success' | 'error'; message: string };
  /** What the server answered with beyond a message (a complaint's receipt or status). */
  result?: unknown;
}

/**
 * Everything a server-rendered page was made of, embedded in it as JSON so the browser hydrates
 * with the same: the API reads by path (SWR's fallback) and a form the server answered.
 */
export interface PageState {
  data: Record<string, unknown>;
  form?: SubmittedForm;
}

export const PAGE_STATE_ELEMENT_ID = 'page-state';

const SubmittedFormContext = createContext<SubmittedForm | undefined>(undefined);
export const SubmittedFormProvider = SubmittedFormContext.Provider;

/** The form the server answered for this page, if the visitor posted that one without JavaScript. */
export function useSubmittedForm(name: FormName = 'contact'): SubmittedForm | undefined {
  const form = useContext(SubmittedFormContext);
  return form && (form.name ?? 'contact') === name ? form : undefined;
}

/** A form the server answered without JavaScript: its field errors as react-hook-form takes them. */
export const serverFieldErrors = (form: SubmittedForm | undefined) =>
  form && Object.keys(form.errors).length ? Object.fromEntries(Object.entries(form.errors).map(([name, message]) => [name, { type: 'server', message }])) : undefined;
