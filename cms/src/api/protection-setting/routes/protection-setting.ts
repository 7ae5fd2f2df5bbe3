import type { Context } from 'koa';
import { PROTECTION_SETTINGS_FIELDS, protectionSettingsSchema } from '@bank/shared';
import { backoffice } from '../../../content/resource-routes';
import { pickFields, validated } from '../../../lib/validation';

/** Four eyes: the shared schema checks the settings before they are kept for approval. */
const checkSettings = (ctx: Context) =>
  validated(protectionSettingsSchema, pickFields(ctx.request.body, PROTECTION_SETTINGS_FIELDS));

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
      handler: 'protection-setting.save',
      config: backoffice('content.write', {
        publishes: { record: 'api::protection-setting.protection-setting', check: checkSettings },
      }),
    },
  ],
};
