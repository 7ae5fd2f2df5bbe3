import type { MouseEvent, Ref } from 'react';
import './form-parts.css';

/** A problem of a form: the field it names (its input's id; none for a problem of the whole form), how people call it and what is wrong. */
export interface FormProblem {
  fieldId?: string;
  label: string;
  message: string;
}

/**
 * The list of a form's problems, put first in the form: each links to its field and moves focus
 * there. The form focuses the summary after a refused save, so it is read before anything else.
 */
export function ErrorSummary({
  problems,
  id,
  ref,
}: {
  problems: readonly FormProblem[];
  id: string;
  ref?: Ref<HTMLDivElement>;
}) {
  if (problems.length === 0) return null;
  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    // A fragment link would scroll without moving focus; the field itself is what is wanted.
    event.preventDefault();
    field.focus();
  };
  return (
    <div className="error-summary" ref={ref} tabIndex={-1} aria-labelledby={`${id}-title`}>
      <h3 className="error-summary__title" id={`${id}-title`}>
        {problems.length === 1 ? 'One value needs correcting' : `${problems.length} values need correcting`}
      </h3>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.fieldId ?? ''}${problem.label}`}>
            {problem.fieldId ? (
              <a href={`#${problem.fieldId}`} onClick={(event) => focusField(event, problem.fieldId!)}>
                {problem.label}: {problem.message}
              </a>
            ) : (
              `${problem.label}: ${problem.message}`
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
