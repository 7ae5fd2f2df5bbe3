import { createContext, useContext } from 'react';
import type { ContactEnquiry } from '@bank/shared';

/** A form posted without JavaScript and answered by the server: what was sent and what came of it. */
export interface SubmittedForm {
  values: Partial<ContactEnquiry>;
  /** Field name -> message, from the shared schema. */
  errors: Record<string, string>;
  /** The page-level outcome: the thank-you text, or why nothing was sent. */
  outcome?: { kind: 'success' | 'error'; message: string };
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

/** The form the server answered for this page, if the visitor posted one without JavaScript. */
export const useSubmittedForm = () => useContext(SubmittedFormContext);
