import { AsyncLocalStorage } from 'async_hooks';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { currentActor } from '../activity/actor';
import { writeEntry } from '../activity/entries';
import { WRITE_ACTIONS } from '../activity/document-log';
import { USER_UID } from './backoffice-auth';

/**
 * Staff accounts are written by the back office's Users screen and each account's own screens
 * (`staff-accounts.ts`, the sign-in, the daily upkeep) and nowhere else: those keep the password
 * rules, end sessions on a role change, keep the last Administrator and log each change. The Strapi
 * panel's content manager (and anything else writing users through the Document Service) is refused.
 */
const STAFF_WRITES_MESSAGE =
  "Staff accounts are changed in the back office only: the Users screen, and each person's My account";

const staffAccountWrite = new AsyncLocalStorage<true>();

/** Runs the product's own write of a staff account through users-permissions' service (its `add`). */
export const asStaffAccountWrite = <T>(work: () => Promise<T>): Promise<T> => staffAccountWrite.run(true, work);

/** register(): every other Document Service write of a users-permissions user is refused (403), with an entry. */
export function refuseOtherStaffWrites(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== USER_UID || !WRITE_ACTIONS.has(context.action) || staffAccountWrite.getStore()) return next();
    const actor = currentActor();
    await writeEntry({
      action: 'forbidden',
      resource: 'staff-accounts',
      record_label: `${context.action} of a staff account outside the back office, refused`,
      ...(actor ? { actor } : {}),
    });
    throw new errors.ForbiddenError(STAFF_WRITES_MESSAGE);
  });
}
