import type { Context } from 'koa';
import { validateInput } from '@bank/shared';
import type { AnyObject, ObjectSchema } from '@bank/shared';
import { badRequest } from './errors';

/** The shared form schema's cast values, or a 400 {message, errors} naming each failing field. */
export async function validated<T extends AnyObject>(schema: ObjectSchema<T>, input: unknown): Promise<T> {
  const result = await validateInput(schema, input);
  if ('errors' in result) throw badRequest(result.errors);
  return result.values;
}

/** Only the listed fields of a JSON or multipart body. */
export function pickFields(body: unknown, fields: readonly string[]): Record<string, unknown> {
  // A parsed JSON or form body: its fields by name.
  const source = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return Object.fromEntries(fields.filter((field) => field in source).map((field) => [field, source[field]]));
}

/** A path's id as a positive integer, written as such (no sign, no leading zero), or null. */
export function positiveId(value: unknown): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && String(id) === value ? id : null;
}

/** A route's :id as a positive integer, or null (answered as 404). */
export function recordId(ctx: Context): number | null {
  return positiveId(ctx.params.id);
}
