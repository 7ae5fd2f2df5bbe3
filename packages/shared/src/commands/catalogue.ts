import { array, boolean, mixed, number, object, string } from 'yup';
import { hiddenPageSchema } from '../hidden-pages';
import { protectionSettingsSchema } from '../protection/settings';
import { rateScheduleSchema } from '../rates/schedule';
import { RESOURCE_RULES, TRANSLATED_FIELDS, type ResourceName } from '../resources/index';
import { PAGE_MEDIA_RULES, circularSchema, pageSchema } from '../resources/pages';
import { PAGE_TRANSLATED_FIELDS, translationSchema } from '../resources/translations';
import { siteSettingsSchema, siteSettingsTranslationSchema } from '../site-settings/schema';
import { SITE_PICTURE_SETTINGS } from '../site-settings/declaration';
import { newStaffAccountSchema, staffAccountChangeSchema } from '../staff/accounts';
import { approvalSettingSchema } from '../staff/changes';
import { RECORD_TARGET, TRANSLATION_TARGET, defineCommand, type CommandDefinition } from './command';

/** A list resource's commands: add, edit and delete a record, and save or delete one of its translations. */
function listCommands(name: ResourceName): CommandDefinition[] {
  const rule = RESOURCE_RULES[name];
  const translated: readonly string[] = TRANSLATED_FIELDS[name];
  const files = rule.media ? [rule.media.field] : [];
  return [
    defineCommand(`${rule.path}.create`, 'content.write', { values: rule.schema, files }),
    defineCommand(`${rule.path}.update`, 'content.write', { target: RECORD_TARGET, values: rule.schema, files }),
    defineCommand(`${rule.path}.delete`, 'content.write', { target: RECORD_TARGET }),
    ...translationCommands(
      rule.path,
      translationSchema(rule, translated),
      files.filter((field) => translated.includes(field)),
    ),
  ];
}

function translationCommands(
  prefix: string,
  values: CommandDefinition['values'],
  files: readonly string[],
): CommandDefinition[] {
  return [
    defineCommand(`${prefix}.translation.save`, 'content.write', { target: TRANSLATION_TARGET, values, files }),
    defineCommand(`${prefix}.translation.delete`, 'content.write', { target: TRANSLATION_TARGET }),
  ];
}

const PAGE_FILES = Object.keys(PAGE_MEDIA_RULES);
const SCHEDULE_SAVE = rateScheduleSchema.shape({ confirm_differences: boolean() });
/** A schedule's texts in one language: each English text with its translation (null: none). */
const RATE_TEXTS = array(object({ english: string().required(), text: string().nullable() }));
const PAGE_TEXTS = PAGE_TRANSLATED_FIELDS.filter((field) => field !== 'pdf');

/**
 * Every publishing write of the back office, by name. While changes need approval a route holds its
 * command ({name, version, input}) instead of applying it; the server's `apply` of each is in the
 * CMS (`cms/src/commands/`). A name never changes meaning: a new shape is a new version with its upcast.
 */
export const COMMANDS: readonly CommandDefinition[] = [
  ...(Object.keys(RESOURCE_RULES) as ResourceName[]).flatMap(listCommands),
  // The server's pages (About, the circulars): saved by slug, edited by id, a circular added or deleted.
  defineCommand('pages.save', 'content.write', { values: pageSchema, files: PAGE_FILES }),
  defineCommand('pages.update', 'content.write', {
    target: RECORD_TARGET,
    values: pageSchema.partial(),
    files: PAGE_FILES,
  }),
  defineCommand('circulars.create', 'content.write', { values: circularSchema, files: PAGE_FILES }),
  defineCommand('circulars.delete', 'content.write', { target: RECORD_TARGET }),
  ...translationCommands('pages', pageSchema.pick(PAGE_TEXTS), ['pdf']),
  // The settings sent, each by its rule (checked whole, merged with those saved, when applied); a
  // picture sent as null or '' takes it away, its file comes as a file.
  defineCommand('site-settings.save', 'settings.write', {
    values: siteSettingsSchema
      .partial()
      .shape(
        Object.fromEntries(
          SITE_PICTURE_SETTINGS.map((name) => [
            name,
            mixed().nullable().oneOf([null, ''], "Send a picture as a file, or nothing to use the site's own drawing"),
          ]),
        ),
      ),
    files: SITE_PICTURE_SETTINGS,
  }),
  defineCommand('site-settings.translation.save', 'settings.write', {
    target: object({ locale: TRANSLATION_TARGET.fields.locale }),
    values: siteSettingsTranslationSchema,
  }),
  defineCommand('hidden-pages.set', 'content.write', { values: hiddenPageSchema }),
  // A schedule that changes what an announced one says is saved only with confirm_differences (else 409).
  // Version 2: a new schedule's texts translated while it waits for approval (`translations`, by
  // language), written with it; an input kept by version 1 has none.
  defineCommand('rate-schedules.create', 'content.write', {
    values: SCHEDULE_SAVE.shape({
      translations: object({ mr: RATE_TEXTS.optional(), hi: RATE_TEXTS.optional() }).default(undefined),
    }),
    upcasts: [(input) => input],
  }),
  defineCommand('rate-schedules.update', 'content.write', { target: RECORD_TARGET, values: SCHEDULE_SAVE }),
  defineCommand('rate-schedules.delete', 'content.write', { target: RECORD_TARGET }),
  // Each English text of the schedule with its translation (null: none yet).
  defineCommand('rate-schedules.translation.save', 'content.write', {
    target: TRANSLATION_TARGET,
    values: object({ texts: RATE_TEXTS.required() }),
  }),
  defineCommand('unclaimed-deposits.import', 'content.write', {
    // The list version the preview showed (`list_version`): 409 when the list changed since.
    values: object({ replaces: string() }),
    files: ['file'],
  }),
  defineCommand('protection-settings.save', 'content.write', { values: protectionSettingsSchema }),
  defineCommand('approval-setting.save', 'settings.write', { values: approvalSettingSchema }),
  defineCommand('staff-accounts.create', 'users.manage', { values: newStaffAccountSchema }),
  defineCommand('staff-accounts.update', 'users.manage', { target: RECORD_TARGET, values: staffAccountChangeSchema }),
  // A restore from the activity log: its entry's record written back, with the ability of that record's command.
  defineCommand('activity.restore', 'content.write', {
    target: object({ entry: number().integer().positive().required() }),
  }),
];

const BY_NAME: ReadonlyMap<string, CommandDefinition> = new Map(COMMANDS.map((command) => [command.name, command]));

/** The command of a name, or undefined. */
export const commandNamed = (name: string): CommandDefinition | undefined => BY_NAME.get(name);

/** The catalogue's command of a name, for the server's handler of it: a name it does not have is a mistake, found at start. */
export function catalogueCommand(name: string): CommandDefinition {
  const definition = BY_NAME.get(name);
  if (!definition) throw new Error(`The catalogue has no command ${name}`);
  return definition;
}
