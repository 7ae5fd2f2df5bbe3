import type { AnyObject, ObjectSchema } from 'yup';

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
