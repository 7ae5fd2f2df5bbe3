import {
  PROTECTION_SETTINGS_DEFAULTS,
  PROTECTION_SETTINGS_FIELDS,
  protectionSettingsSchema,
  type ProtectionSettings,
} from '@bank/shared';
import { pickFields, validated } from '../lib/validation';
import type { StoredRow } from '../lib/stored-rows';

export const PROTECTION_SETTINGS = 'api::protection-setting.protection-setting';

const settingsOf = (row: StoredRow<typeof PROTECTION_SETTINGS> | null): ProtectionSettings =>
  row
    ? {
        ombudsman_covered: Boolean(row.ombudsman_covered),
        dicgc_cover_rupees: Number(row.dicgc_cover_rupees),
        fraud_phone: row.fraud_phone ?? '',
        fraud_email: row.fraud_email ?? '',
      }
    : { ...PROTECTION_SETTINGS_DEFAULTS };

/** The bank's customer-protection settings; their defaults until an administrator saves them. */
export async function readProtectionSettings(): Promise<ProtectionSettings> {
  return settingsOf(await strapi.db.query(PROTECTION_SETTINGS).findOne({}));
}

export async function saveProtectionSettings(body: unknown): Promise<ProtectionSettings> {
  const values = await validated(protectionSettingsSchema, pickFields(body, PROTECTION_SETTINGS_FIELDS));
  const existing = await strapi.db.query(PROTECTION_SETTINGS).findOne({});
  // A single type: the Document Service keeps its one document.
  if (existing) await strapi.documents(PROTECTION_SETTINGS).update({ documentId: existing.documentId, data: values });
  else await strapi.documents(PROTECTION_SETTINGS).create({ data: values });
  return readProtectionSettings();
}
