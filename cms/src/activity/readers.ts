import { roleMay, type StaffAbility, type StaffRole } from '@bank/shared';

/**
 * Entries of these resources name members or staff (a complaint's name and the bank's reply naming an
 * account, an enquiry, a sign-in's e-mail, the settings): each is shown only to the roles that may
 * read the resource itself. Every other entry is for whoever may read the log (`activity.read`).
 */
const READ_ABILITY_OF: Readonly<Record<string, StaffAbility>> = {
  complaints: 'enquiries.read',
  'contact-messages': 'enquiries.read',
  'staff-accounts': 'users.read',
  'api-tokens': 'users.read',
  'panel-sign-ins': 'users.read',
  // The back office's sign-ins name the e-mail typed, right or wrong, and who was locked out.
  'sign-ins': 'users.read',
  'site-settings': 'settings.read',
};

/** The resources whose entries `role` may not see. */
export const resourcesHiddenFrom = (role: StaffRole): string[] =>
  Object.entries(READ_ABILITY_OF)
    .filter(([, ability]) => !roleMay(role, ability))
    .map(([resource]) => resource);
