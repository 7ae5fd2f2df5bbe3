import type { UID } from '@strapi/strapi';
import type { StaffAbility } from '@bank/shared';
import { HIDDEN_PAGES, LIST_RESOURCES, PAGES, RATE_SCHEDULES, SITE_SETTINGS_UID } from '../resources';

/**
 * The content types whose changes 'Restore this version' writes back, each with the ability of the
 * back-office routes that write it: a restore is a write, so a role restores only what it may
 * write (an Approver, refused the site settings, does not change the banner's link by restoring an
 * old entry). Every other content type's entries are not restorable from the log: a complaint or an
 * enquiry is a member's record, and its history is not rewritten from there (a restore once
 * reopened a resolved complaint and erased the bank's reply).
 */
const RESTORE_ABILITIES: ReadonlyMap<string, StaffAbility> = new Map<string, StaffAbility>([
  ...LIST_RESOURCES.map(({ uid }): [string, StaffAbility] => [uid, 'content.write']),
  [PAGES.uid, 'content.write'],
  [RATE_SCHEDULES.uid, 'content.write'],
  [HIDDEN_PAGES, 'content.write'],
  [SITE_SETTINGS_UID, 'settings.write'],
]);

/** Content types by plural name, read once: the log asks for every entry it lists. */
let uidsByResource: ReadonlyMap<string, UID.ContentType> | undefined;

/** The content type an entry's resource (a plural name: awards, rate-schedules) is stored in. */
export function uidOf(resource: string): UID.ContentType | undefined {
  uidsByResource ??= new Map(
    Object.values(strapi.contentTypes)
      .filter((type) => type.uid.startsWith('api::'))
      .map((type) => [type.info.pluralName, type.uid as UID.ContentType]),
  );
  return uidsByResource.get(resource);
}

/** The ability a restore of this resource's records needs; undefined when they are not restorable. */
export function restoreAbilityOf(resource: string | null): StaffAbility | undefined {
  const uid = resource === null ? undefined : uidOf(resource);
  return uid === undefined ? undefined : RESTORE_ABILITIES.get(uid);
}
