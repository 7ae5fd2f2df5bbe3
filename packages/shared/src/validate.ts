import type { AnyObject, ObjectSchema } from 'yup';
import { API_MESSAGES } from './messages';

export type FieldErrors = Record<string, string>;
export type ValidationResult<T> = { ok: true; values: T } | { ok: false; errors: FieldErrors };

/**
 * Runs a form schema over raw input (JSON or multipart strings) and returns either the cast values
 * or the first message of every failing field. Unknown keys are dropped.
 */
export async function validateInput<T extends AnyObject>(
  schema: ObjectSchema<T>,
  input: unknown,
): Promise<ValidationResult<T>> {
  // yup's trim() would call .trim() on a list or an object and throw a TypeError, not a field's error.
  const notText = fieldsNotText(schema, input);
  if (notText) return { ok: false, errors: notText };
  try {
    const values = (await schema.validate(input ?? {}, { abortEarly: false, stripUnknown: true })) as T;
    return { ok: true, values };
  } catch (error) {
    const failure = error as {
      name?: string;
      inner?: Array<{ path?: string; message: string }>;
      path?: string;
      message: string;
    };
    if (failure?.name !== 'ValidationError') throw error;
    const errors: FieldErrors = {};
    for (const issue of failure.inner?.length ? failure.inner : [failure]) {
      const field = issue.path || '_';
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
}

/** The text fields of the schema given a list or an object, each with its error; undefined when there is none. */
function fieldsNotText(schema: { fields: Record<string, unknown> }, input: unknown): FieldErrors | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const errors: FieldErrors = {};
  for (const [field, rule] of Object.entries(schema.fields)) {
    const value = (input as Record<string, unknown>)[field];
    if ((rule as { type?: string }).type === 'string' && typeof value === 'object' && value !== null)
      errors[field] = API_MESSAGES.notText;
  }
  return Object.keys(errors).length ? errors : undefined;
}
