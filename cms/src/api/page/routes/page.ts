import { PAGE_MEDIA_RULES, pageSchema } from '@bank/shared';
import { backoffice } from '../../../content/resource-routes';
import { translationRoutes } from '../../../content/translations';
import { commandRoute, registerCommands, type CommandHandler } from '../../../lib/commands';
import { PAGE_COMMANDS, PAGE_UID } from '../controllers/page';

registerCommands(Object.values(PAGE_COMMANDS));

/** A page write: the command's route, held while changes need approval; `pages.save` names its record by slug. */
const write = (command: CommandHandler) => ({
  handler: commandRoute(command.definition.name),
  config: backoffice('content.write', {
    command: command.definition.name,
    publishes: {
      record: PAGE_UID,
      // pages.save writes the first page of its slug, or a new one.
      find: ({ target, values }) =>
        target.id === undefined && typeof values.slug === 'string' && values.slug ? { slug: values.slug } : null,
    },
  }),
});

export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/admin/pages', handler: 'page.list', config: backoffice('content.read') },
    { method: 'POST', path: '/admin/pages', ...write(PAGE_COMMANDS.save) },
    { method: 'POST', path: '/admin/pages/:id', ...write(PAGE_COMMANDS.update) },
    { method: 'POST', path: '/admin/circulars', ...write(PAGE_COMMANDS.createCircular) },
    { method: 'DELETE', path: '/admin/circulars/:id', ...write(PAGE_COMMANDS.removeCircular) },
    // A page's (About's, a circular's) translations: its title and texts, and a PDF of its own.
    ...translationRoutes(
      {
        uid: PAGE_UID,
        base: '/admin/pages',
        schema: pageSchema,
        files: Object.values(PAGE_MEDIA_RULES),
        labelField: 'title',
      },
      { read: backoffice('content.read'), write: 'content.write' },
    ),
  ],
};
