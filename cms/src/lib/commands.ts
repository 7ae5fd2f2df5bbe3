import { AsyncLocalStorage } from 'async_hooks';
import type { Context } from 'koa';
import {
  STAFF_MESSAGES,
  commandNamed,
  nextVersion,
  roleMay,
  validateInput,
  type CommandDefinition,
  type CommandFile,
  type CommandInput,
  type StaffRole,
} from '@bank/shared';
import { HttpError, badRequest, notFound } from './errors';
import { incomingFile, type IncomingFile } from './uploads';
import { pickFields, positiveId, validated } from './validation';
import { forgetOnTestReset } from './test-state';

/** A back-office account a command is applied as. */
interface CommandPerson {
  id: number;
  email: string;
  staff_role: StaffRole;
}

/** Who applies a command: its maker, and, for a change request applied, its approval (named in the log). */
export interface CommandActor {
  maker: CommandPerson;
  approval: { approver: CommandPerson; madeAt: string; approvedAt: string } | null;
  /** The maker's address, for a command sent by a request; null for a change applied on approval. */
  ip: string | null;
}

/** A command's file as it is applied: where its bytes are on this machine (a request's upload, a held file's copy). */
type LocalFile = CommandFile & IncomingFile;

/** A command's input as it is applied. */
export interface AppliedInput extends CommandInput {
  files: Record<string, LocalFile>;
}

/**
 * The server's side of one command of the catalogue (`COMMANDS` in @bank/shared): its checks and
 * its write. `apply(input, actor)` is the one write of the command, whether a request sends it or an
 * approval applies it; it checks what it needs as things are when it runs.
 */
export interface CommandHandler<Result = unknown> {
  definition: CommandDefinition;
  /** What a request's address names (default: its :id as a positive id, else 404, and its :locale). */
  targetOf?(params: Record<string, string>): Record<string, unknown>;
  /** The values of a request's body (default: the fields of the command's values rule). */
  valuesOf?(body: unknown): Record<string, unknown>;
  /**
   * Every check the apply makes, nothing written (default: the values rule), so that while changes
   * need approval a refused input answers its 4xx at once and is never held; 'answered' when the
   * check answered the request itself (a 409 asking to confirm).
   */
  check?(input: AppliedInput, actor: CommandActor, ctx?: Context): Promise<CheckedValues>;
  apply(input: AppliedInput, actor: CommandActor): Promise<Result>;
  /** How a request's answer says what the apply returned (default: 200, it as the body). */
  answer?(ctx: Context, result: Result): void | Promise<void>;
}

/** What a check answers: the values as the rule casts them (shown in the change request), nothing, or 'answered'. */
export type CheckedValues = Record<string, unknown> | void | 'answered';

const handlers = new Map<string, CommandHandler>();

/**
 * The server's handlers of the catalogue's commands, registered where their routes are declared
 * (a route names its command); every command has one, checked at start (`commandsWithoutHandler`).
 */
export function registerCommands(list: readonly CommandHandler[]): void {
  for (const handler of list) {
    const { name } = handler.definition;
    if (commandNamed(name) !== handler.definition) throw new Error(`${name} is not the catalogue's command`);
    handlers.set(name, handler);
  }
}

/**
 * Tests only (test-control/): the command's next version in this process, a field of its values
 * renamed, as an upgrade of the server between a change's capture and its approval would bring
 * (`upcasts` carry what the current version kept over). Its apply is the current one's, given the
 * field under its old name: a value still under the old name is not seen. Forgotten at a reset.
 */
export function renameInNextVersion(name: string, from: string, to: string): CommandHandler {
  const current = commandHandler(name);
  const { values } = current.definition;
  type Values = Record<string, unknown>;
  const without = (values: Values, field: string): Values =>
    Object.fromEntries(Object.entries(values).filter(([key]) => key !== field));
  const renamed = (values: Values, a: string, b: string): Values =>
    a in values ? { ...without(values, a), [b]: values[a] } : values;
  const upgraded: CommandHandler = {
    definition: nextVersion(current.definition, (input) => ({ ...input, values: renamed(input.values, from, to) }), {
      values: values && values.omit([from]).shape({ [to]: values.fields[from]! }),
    }),
    // The new version's input names the field `to`; one still named `from` is unknown to it.
    apply: (input, actor) => current.apply({ ...input, values: renamed(without(input.values, from), to, from) }, actor),
    ...(current.answer ? { answer: current.answer } : {}),
  };
  const kept = handlers.get(name)!;
  forgetOnTestReset(() => void handlers.set(name, kept));
  handlers.set(name, upgraded);
  return upgraded;
}

/** The handler of a command; a name no handler has is a mistake of the server's. */
export function commandHandler(name: string): CommandHandler {
  const handler = handlers.get(name);
  if (!handler) throw new Error(`No handler applies the command ${name}`);
  return handler;
}

/** The commands of the catalogue without a handler (none, once the server is wired). */
export const commandsWithoutHandler = (all: readonly CommandDefinition[]): string[] =>
  all.filter((definition) => !handlers.has(definition.name)).map((definition) => definition.name);

// Who the command being applied is applied as, for the activity log (activity/actor.ts).
const applying = new AsyncLocalStorage<CommandActor>();

/** The actor of the command being applied in this async context, if any. */
export const commandActor = (): CommandActor | undefined => applying.getStore();

/** A command's target checked by its rule: a target the rule refuses names nothing (404). */
async function checkedTarget(definition: CommandDefinition, target: Record<string, unknown>) {
  if (!definition.target) return {};
  const result = await validateInput(definition.target, target);
  if ('errors' in result) throw notFound();
  return result.values;
}

/** The default check: the command's values rule (400 naming each field). */
const checkValues = async (definition: CommandDefinition, input: AppliedInput): Promise<CheckedValues> =>
  definition.values ? validated(definition.values, input.values) : undefined;

/** Checks a command's input as it would be applied, nothing written: throws the 4xx of a refused one. */
export async function checkCommand(
  name: string,
  input: AppliedInput,
  actor: CommandActor,
  ctx?: Context,
): Promise<CheckedValues> {
  const handler = commandHandler(name);
  const checked = { ...input, target: await checkedTarget(handler.definition, input.target) };
  return handler.check ? handler.check(checked, actor, ctx) : checkValues(handler.definition, checked);
}

/**
 * Applies a command as `actor`: its maker's role must have the command's ability (403), its target
 * is checked by its rule (404), then its handler's apply,
 * which makes every other check as things are now. Inside an open transaction it joins it (an
 * approval: the change's claim, the write and its entries commit together).
 */
export async function executeCommand(name: string, input: AppliedInput, actor: CommandActor): Promise<unknown> {
  const handler = commandHandler(name);
  // A maker whose role has lost the command's ability since they made a change no longer makes it.
  if (!roleMay(actor.maker.staff_role, handler.definition.ability)) throw new HttpError(403, STAFF_MESSAGES.forbidden);
  const target = await checkedTarget(handler.definition, input.target);
  return applying.run(actor, () => handler.apply({ ...input, target }, actor));
}

/** The default target of a request: its :id as a positive id (else 404) and any other parameter as sent. */
export function targetOfParams(params: Record<string, string>): Record<string, unknown> {
  const target: Record<string, unknown> = { ...params };
  if ('id' in params) {
    const id = positiveId(params.id);
    if (id === null) throw notFound();
    target.id = id;
  }
  return target;
}

/**
 * A command's input as a request sends it: its address's target (or `target`, where the address
 * names something else: a returned change sent again), its body's values, its files by field.
 */
export function requestInput(ctx: Context, name: string, target?: Record<string, unknown>): AppliedInput {
  const handler = commandHandler(name);
  const { definition } = handler;
  const body: unknown = ctx.request.body;
  // A body of fields is an object: a list or a bare value names none (as the form rules answer it).
  if (body != null && (typeof body !== 'object' || Array.isArray(body)))
    throw badRequest({ _: 'Send the fields as a JSON object' });
  const files: Record<string, LocalFile> = {};
  for (const field of definition.files) {
    const file = incomingFile(ctx, field);
    if (file) files[field] = { ...file, name: file.originalFilename ?? field, mimetype: file.mimetype ?? null };
  }
  return {
    target: target ?? (handler.targetOf ?? targetOfParams)((ctx.params ?? {}) as Record<string, string>),
    values: handler.valuesOf ? handler.valuesOf(body) : pickFields(body, Object.keys(definition.values?.fields ?? {})),
    files,
  };
}

/** The actor of a request that passed the back-office guard: the signed-in account, at its address. */
export function requestActor(ctx: Context): CommandActor {
  // Set by the back-office guard (middlewares/backoffice-guard.ts) before any command route runs.
  const maker = (ctx.state as { backofficeUser: CommandPerson }).backofficeUser;
  return { maker, approval: null, ip: ctx.request.ip || null };
}

/** A route's handler that applies the command `name` as the signed-in account and answers what it did. */
export const commandRoute =
  (name: string) =>
  async (ctx: Context): Promise<void> => {
    const handler = commandHandler(name);
    const result = await executeCommand(name, requestInput(ctx, name), requestActor(ctx));
    if (handler.answer) await handler.answer(ctx, result);
    else ctx.body = result;
  };
