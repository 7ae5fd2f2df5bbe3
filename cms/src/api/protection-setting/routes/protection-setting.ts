import {
  PROTECTION_SETTINGS_FIELDS,
  catalogueCommand,
  protectionSettingsSchema,
  type ProtectionSettings,
} from '@bank/shared';
import { sharedObjectRoutes } from '../../../content/resource-routes';
import type { CommandHandler } from '../../../lib/commands';
import { pickFields, validated } from '../../../lib/validation';
import { PROTECTION_SETTINGS, readProtectionSettings, saveProtectionSettings } from '../../../protection/settings';

/**
 * PUT /api/admin/protection-settings, the command `protection-settings.save`: its one check, the
 * shared schema the save applies, refuses a bad input before it is held for approval.
 */
const saveSettings: CommandHandler<ProtectionSettings> = {
  definition: catalogueCommand('protection-settings.save'),
  check: (input) => validated(protectionSettingsSchema, pickFields(input.values, PROTECTION_SETTINGS_FIELDS)),
  apply: (input) => saveProtectionSettings(input.values),
};

/**
 * Ombudsman coverage, the DICGC cover and the 24x7 fraud channel: read by every public page, set in
 * the back office (its read and save answer the settings' version, as every site-wide object's do).
 */
export default {
  type: 'content-api',
  routes: sharedObjectRoutes(
    'protection-settings',
    { read: 'content.read', save: 'content.write' },
    readProtectionSettings,
    saveSettings,
    { record: PROTECTION_SETTINGS },
  ),
};
