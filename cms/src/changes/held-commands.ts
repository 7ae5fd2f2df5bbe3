import { promises as fs } from 'fs';
import os from 'os';
import path from 'path';
import { randomUUID } from 'crypto';
import { upcastInput, type CommandInput } from '@bank/shared';
import type { ActiveStaff } from '../auth/backoffice-auth';
import { loadedRouteFiles } from '../auth/route-abilities';
import { routeCommand, routePublishesOf } from '../content/route-config';
import type { Publishes } from '../content/publishes';
import { commandHandler, executeCommand, targetOfParams, type AppliedInput } from '../lib/commands';
import { conflict, HttpError } from '../lib/errors';
import { pickFields } from '../lib/validation';
import { heldFilesOf, type StoredChange } from './change-requests';
import { copyHeldFile } from './held-files';

/** Who approved a change and when (none for a preview). */
export interface Approval {
  approver: ActiveStaff;
  approvedAt: Date;
}

/** What applying a change answered: its command's result, or its refusal's status and body. */
export interface ChangeAnswer {
  status: number;
  body: unknown;
}

/**
 * A held command's files back on this machine: each in a temporary file of its own, whose path is
 * added to `paths` first (removed once the command is applied, however it ends), by field.
 */
export async function restoredFiles(
  changeId: number,
  kept: CommandInput['files'],
  paths: string[],
): Promise<AppliedInput['files']> {
  const files: AppliedInput['files'] = {};
  for (const held of await heldFilesOf(changeId)) {
    const file = kept[held.field];
    if (!file) continue;
    const filepath = path.join(os.tmpdir(), `change-${changeId}-${randomUUID()}`);
    paths.push(filepath);
    await copyHeldFile(held, filepath);
    files[held.field] = { ...file, filepath, originalFilename: file.name, mimetype: file.mimetype, size: file.size };
  }
  return files;
}

/**
 * Applies a held command as its maker, the approver named in the log: its input upcast from the
 * version that kept it, its held files copied back into temporary files (none for a preview:
 * `withFiles: false`, the record keeps the file it has). A refusal (an HttpError, or a Document
 * Service refusal) is answered, not thrown.
 */
async function applyHeldCommand(
  change: StoredChange & { command: NonNullable<StoredChange['command']> },
  maker: ActiveStaff,
  approval: Approval | null,
  { withFiles = true }: { withFiles?: boolean } = {},
): Promise<ChangeAnswer> {
  const { name, version, input: kept } = change.command;
  const paths: string[] = [];
  try {
    const input = upcastInput(commandHandler(name).definition, version, kept);
    const files = withFiles ? await restoredFiles(change.id, input.files, paths) : {};
    const body = await executeCommand(
      name,
      { ...input, files },
      {
        maker,
        approval: approval && {
          approver: approval.approver,
          madeAt: change.made_at,
          approvedAt: approval.approvedAt.toISOString(),
        },
        ip: null,
      },
    );
    return { status: 200, body };
  } catch (error) {
    return refusalOf(error);
  } finally {
    await Promise.all(paths.map((file) => fs.rm(file, { force: true })));
  }
}

/** A refusal as an answer (an HttpError, or a Document Service refusal's status and message); anything else is rethrown. */
function refusalOf(error: unknown): ChangeAnswer {
  if (error instanceof HttpError) return { status: error.status, body: error.toBody() };
  // Strapi's own errors (a Document Service refusal) carry a status and a message.
  const failure = error as { status?: number; message?: string };
  if (typeof failure.status === 'number' && failure.status < 500)
    return { status: failure.status, body: { message: failure.message ?? 'Refused' } };
  throw error;
}

/** A route's path pattern (`/admin/deposits/:id`) matched against a path: its parameters, or null. */
function routeParams(pattern: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const match = new RegExp(`^${source}$`).exec(path);
  return match ? Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)])) : null;
}

/**
 * The command of a change request an earlier version kept as its request (method, address, body):
 * the route that answers that address now names its command, and the request is read into the
 * command's input as the route reads a request (its target from the address, its values from the
 * body, its files named by field). A route that is gone, or applies no command, answers 409.
 */
function commandOfRequest(
  change: StoredChange,
  files: readonly { field: string; name: string; mimetype: string | null; size: number }[],
): NonNullable<StoredChange['command']> {
  const [path = ''] = change.url.split('?');
  for (const file of loadedRouteFiles(strapi)) {
    for (const route of file.routes) {
      const name = routeCommand(route.config);
      const params = name && route.method === change.method ? routeParams(`/api${route.path}`, path) : null;
      if (!name || !params) continue;
      const handler = commandHandler(name);
      const { definition } = handler;
      const input: CommandInput = {
        target: handler.targetOf ? handler.targetOf(params) : targetOfParams(params),
        values: handler.valuesOf
          ? handler.valuesOf(change.body)
          : pickFields(change.body, Object.keys(definition.values?.fields ?? {})),
        files: Object.fromEntries(
          files
            .filter((held) => definition.files.includes(held.field))
            .map(({ field, name: fileName, mimetype, size }) => [field, { name: fileName, mimetype, size }]),
        ),
      };
      return { name, version: definition.version, input };
    }
  }
  throw conflict(
    `This change was kept by an earlier version as ${change.method} ${path}, which no longer applies a command: make the change again.`,
  );
}

/** Applies a change request: its held command, or the command of the request an earlier version kept. */
export async function applyHeld(
  change: StoredChange,
  maker: ActiveStaff,
  approval: Approval | null,
  options: { withFiles?: boolean } = {},
): Promise<ChangeAnswer> {
  try {
    const command = change.command ?? commandOfRequest(change, await heldFilesOf(change.id));
    return await applyHeldCommand({ ...change, command }, maker, approval, options);
  } catch (error) {
    return refusalOf(error);
  }
}

/** What the route that applies the command `name` publishes, or null when no route applies it. */
export function publishesOfCommand(name: string): Publishes | null {
  for (const file of loadedRouteFiles(strapi))
    for (const route of file.routes) {
      const publishes = routeCommand(route.config) === name ? routePublishesOf(route.config) : false;
      if (publishes) return publishes;
    }
  return null;
}
