import { number, object, string, type AnyObject, type ObjectSchema } from 'yup';
import { TRANSLATION_LOCALES } from '../resources/translations';
import type { StaffAbility } from '../staff/roles';

/**
 * A file a command carries, by field: what it is called and its declared type and size. Its bytes
 * stay where they were put (the request's upload, or the private store while the change waits);
 * the server checks them by their bytes when it applies the command.
 */
export interface CommandFile {
  name: string;
  mimetype: string | null;
  size: number;
}

/**
 * What a command is given: the record or part it acts on (`target`: a record's id, a locale, a
 * log entry), the values it writes (`values`, by the form's field names) and its files by field.
 */
export interface CommandInput {
  target: Record<string, unknown>;
  values: Record<string, unknown>;
  files: Record<string, CommandFile>;
}

/** Turns a command's input of one version into the next version's (a field renamed, a default added). */
export type Upcast = (input: CommandInput) => CommandInput;

/**
 * A publishing write, declared once: its name (stable as routes and forms change), the ability it
 * asks of its maker, its version, the
 * rules of its target (a miss answers 404) and of its values (400 naming each field), the file fields
 * it takes, and how an input kept by each earlier version becomes this version's (`upcasts[v - 1]`
 * turns version v into v + 1). A change request holds {name, version, input}; what it held is upcast
 * when read, so a change made before an upgrade applies after it with nothing lost.
 */
export interface CommandDefinition {
  name: string;
  /** What a role must be able to do to make it, and its maker still when it is applied on approval. */
  ability: StaffAbility;
  version: number;
  target: ObjectSchema<AnyObject> | null;
  values: ObjectSchema<AnyObject> | null;
  files: readonly string[];
  upcasts: readonly Upcast[];
}

export function defineCommand(
  name: string,
  ability: StaffAbility,
  parts: Partial<Omit<CommandDefinition, 'name' | 'ability' | 'version'>> = {},
): CommandDefinition {
  const upcasts = parts.upcasts ?? [];
  return {
    name,
    ability,
    version: upcasts.length + 1,
    target: parts.target ?? null,
    values: parts.values ?? null,
    files: parts.files ?? [],
    upcasts,
  };
}

/** The definition's next version: the same command, `upcast` bringing what the current one kept up to it. */
export const nextVersion = (
  definition: CommandDefinition,
  upcast: Upcast,
  changes: Partial<Pick<CommandDefinition, 'target' | 'values' | 'files'>> = {},
): CommandDefinition => ({
  ...definition,
  ...changes,
  version: definition.version + 1,
  upcasts: [...definition.upcasts, upcast],
});

/**
 * An input kept by `version` of the command, as its current version takes it. A version newer than
 * the definition's (kept by a later server, read by an earlier one) cannot be read: an error.
 */
export function upcastInput(definition: CommandDefinition, version: number, input: CommandInput): CommandInput {
  if (!Number.isInteger(version) || version < 1 || version > definition.version)
    throw new Error(`${definition.name} has no version ${version} (this server knows 1 to ${definition.version})`);
  return definition.upcasts.slice(version - 1).reduce((kept, upcast) => upcast(kept), input);
}

/** A target naming one record by its id (a route's :id). */
export const RECORD_TARGET = object({ id: number().integer().positive().required() });

/** A target naming one record's translation: its English id and the language. */
export const TRANSLATION_TARGET = object({
  id: number().integer().positive().required(),
  locale: string()
    .required()
    .oneOf([...TRANSLATION_LOCALES]),
});
