import {
  PROTECTION_SETTINGS_FIELDS,
  RECORD_VERSION_FIELD,
  catalogueCommand,
  protectionSettingsSchema,
  type ProtectionSettings,
} from '@bank/shared';
import { backoffice } from '../../../content/resource-routes';
import { commandRoute, registerCommands, type CommandHandler } from '../../../lib/commands';
import { pickFields, validated } from '../../../lib/validation';
import { PROTECTION_SETTINGS, saveProtectionSettings } from '../../../protection/settings';
import { singleTypeVersion } from '../../../content/record-versions';

const SAVE = catalogueCommand('protection-settings.save');

/**
 * PUT /api/admin/protection-settings, the command `protection-settings.save`: its one check, the
 * shared schema the save applies, refuses a bad input before it is held for approval.
 */
const saveSettings: CommandHandler<ProtectionSettings> = {
  definition: SAVE,
  check: (input) => validated(protectionSettingsSchema, pickFields(input.values, PROTECTION_SETTINGS_FIELDS)),
  apply: (input) => saveProtectionSettings(input.values),
  // The saved settings with their new version, for the form's next save.
  async answer(ctx, saved) {
    ctx.body = { ...saved, [RECORD_VERSION_FIELD]: await singleTypeVersion(PROTECTION_SETTINGS) };
  },
};
registerCommands([saveSettings]);

/** Ombudsman coverage, the DICGC cover and the 24x7 fraud channel: read by every public page, set in the back office. */
export default {
  type: 'content-api',
  routes: [
    {
      method: 'GET',
      path: '/admin/protection-settings',
      handler: 'protection-setting.read',
      config: backoffice('content.read'),
    },
    {
      method: 'PUT',
      path: '/admin/protection-settings',
      handler: commandRoute(SAVE.name),
      config: backoffice('content.write', {
        publishes: { record: 'api::protection-setting.protection-setting' },
        command: SAVE.name,
      }),
    },
  ],
};
