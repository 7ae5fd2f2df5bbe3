import type { Context } from 'koa';
import type { StaffAbility } from '@bank/shared';
import type { ListResource } from './list-resource';
import { createResourceController } from './resource-controller';
import { translationRoutes } from './translations';
import { isTranslated } from './locales';
import { commandRoute, registerCommands, type CommandHandler } from '../lib/commands';
import { backoffice } from './route-config';
import type { Publishes } from './publishes';
import { RECORD_VERSION_FIELD } from '@bank/shared';
import { singleTypeVersion } from './record-versions';

export { backoffice, PUBLIC, signInStep } from './route-config';

/**
 * The admin routes of one list resource: list, add, update (POST or PUT, as the resource's rule
 * says) and delete; its public list is one of the public reads (reads/public-reads.ts). Strapi
 * mounts them under /api; each handler is the resource's controller action itself, so no
 * controller file repeats the registry.
 */
export function resourceRoutes(resource: ListResource) {
  const { rule } = resource;
  const controller = createResourceController(resource);
  const { create, update, remove } = controller.commands;
  registerCommands([create, update, remove]);
  const base = `/admin/${rule.path}`;
  const write = (command: CommandHandler) => ({
    handler: commandRoute(command.definition.name),
    config: backoffice('content.write', { publishes: { record: resource.uid }, command: command.definition.name }),
  });
  return [
    { method: 'GET', path: base, handler: controller.list, config: backoffice('content.read') },
    { method: 'POST', path: base, ...write(create) },
    { method: rule.updateMethod, path: `${base}/:id`, ...write(update) },
    { method: 'DELETE', path: `${base}/:id`, ...write(remove) },
    ...(isTranslated(resource.uid)
      ? translationRoutes(
          {
            uid: resource.uid,
            base,
            schema: rule.schema,
            files: rule.media ? [rule.media] : [],
            labelField: resource.labelField,
          },
          { read: backoffice('content.read'), write: 'content.write' },
        )
      : []),
  ];
}

/**
 * The back office's routes of one object the whole site reads (the hidden pages, the site settings;
 * read by everyone as a public read): `GET` and `PUT /api/admin/<path>`, each with its ability, the
 * PUT the command `save` (registered here) with what it publishes (four eyes).
 */
export function sharedObjectRoutes<T>(
  path: string,
  abilities: { read: StaffAbility; save: StaffAbility },
  read: () => Promise<T>,
  save: CommandHandler<T>,
  publishes: Publishes,
) {
  registerCommands([save]);
  const command = save.definition.name;
  // A single type's answer carries its version: a save sends it back (changes/sent-version.ts).
  const uid = publishes.record;
  const withVersion = async (body: unknown) =>
    uid && body && typeof body === 'object' ? { ...body, [RECORD_VERSION_FIELD]: await singleTypeVersion(uid) } : body;
  const answerRead = async (ctx: Context) => {
    ctx.body = await withVersion(await read());
  };
  const saveAnswered = async (ctx: Context) => {
    await commandRoute(command)(ctx);
    if (ctx.status === 200) ctx.body = await withVersion(ctx.body);
  };
  return [
    { method: 'GET', path: `/admin/${path}`, handler: answerRead, config: backoffice(abilities.read) },
    {
      method: 'PUT',
      path: `/admin/${path}`,
      handler: saveAnswered,
      config: backoffice(abilities.save, { publishes, command }),
    },
  ];
}
