import { validateInput } from '@bank/shared';
import { fileProblem, type FormMode, type Problems, type ResourceDefinition } from './resource-definition';

export interface FormCheck {
  /** The cast text values, ready to send. */
  values: Record<string, unknown>;
  problems: Problems;
  /** The chosen file is of the wrong type. */
  badFile: boolean;
}

/**
 * The resource's shared schema over the text fields, then its file rule: type of a chosen file,
 * presence on add, and on update when the record must keep one and has none stored.
 */
export async function checkResourceForm(
  definition: ResourceDefinition,
  mode: FormMode,
  input: Record<string, unknown>,
  file: File | null,
  storedFile: unknown,
): Promise<FormCheck> {
  const text = Object.fromEntries(definition.fields.map((field) => [field.name, input[field.name] ?? '']));
  const result = await validateInput(definition.schema, text);
  const problems: Problems = result.ok ? {} : { ...result.errors };
  const values = result.ok ? result.values : text;
  let badFile = false;
  const media = definition.media;
  if (media) {
    const required = mode === 'add' ? media.requiredOnCreate : media.requiredOnUpdate && !storedFile;
    if (file) {
      const problem = fileProblem(media.kind, file);
      if (problem) {
        problems[media.field] = problem;
        badFile = true;
      }
    } else if (required) {
      problems[media.field] = media.kind === 'image' ? 'An image is required' : 'A PDF document is required';
    }
  }
  return { values, problems, badFile };
}

/** The native alert a refused form raises, if the resource has one for it. */
export function invalidFormAlert(definition: ResourceDefinition, mode: FormMode, check: FormCheck): string | undefined {
  const { alerts } = definition;
  if (check.badFile && alerts.invalidImage) return alerts.invalidImage;
  return alerts.invalid?.[mode]?.(check.problems);
}
