import { approvalSettingSchema, catalogueCommand, type ApprovalSetting, type CommandInput } from '@bank/shared';
import { writeEntry } from '../activity/entries';
import type { CommandHandler } from '../lib/commands';
import { isProduction } from '../lib/secrets';
import { pickFields, validated } from '../lib/validation';
import { CHANGE_REQUEST, type ChangeDescription } from './change-requests';

const APPROVAL_SETTING = 'api::approval-setting.approval-setting';
/** The resource name change requests and activity entries give the setting. */
const APPROVAL_SETTING_RESOURCE = 'approval-setting';
const FIELD = 'changes_need_approval';

/**
 * Whether back-office changes need another account's approval: the stored value, else on in
 * production and off elsewhere. Read from the database on every write, so that every process agrees
 * the moment it changes.
 */
export async function changesNeedApproval(): Promise<boolean> {
  const row = await strapi.db.query(APPROVAL_SETTING).findOne({ select: ['id', FIELD] });
  const stored = row?.[FIELD];
  // SQLite answers a boolean column as 0 or 1; null is 'never set'.
  return stored == null ? isProduction() : Boolean(stored);
}

/** The request to turn approvals off that waits for approval, if any. */
export async function pendingTurnOff(): Promise<number | null> {
  const row = await strapi.db.query(CHANGE_REQUEST).findOne({
    select: ['id'],
    where: { status: 'pending', resource: APPROVAL_SETTING_RESOURCE },
    orderBy: { id: 'desc' },
  });
  return row ? Number(row.id) : null;
}

/** GET /api/admin/approval-setting */
export async function readApprovalSetting(): Promise<ApprovalSetting> {
  const [on, pending] = await Promise.all([changesNeedApproval(), pendingTurnOff()]);
  return { changes_need_approval: on, pending_change_request_id: pending };
}

async function store(value: boolean): Promise<void> {
  const before = await changesNeedApproval();
  const existing = await strapi.db.query(APPROVAL_SETTING).findOne({ select: ['id'] });
  if (existing)
    await strapi.db.query(APPROVAL_SETTING).update({ where: { id: existing.id }, data: { [FIELD]: value } });
  else await strapi.db.query(APPROVAL_SETTING).create({ data: { [FIELD]: value } });
  await writeEntry({
    action: 'update',
    resource: APPROVAL_SETTING_RESOURCE,
    record_label: 'Changes need approval',
    changes: [{ field: FIELD, before, after: value }],
  });
}

/** The setting a save asks for (400 naming what is wrong). */
async function wantedOf(input: CommandInput): Promise<boolean> {
  const { changes_need_approval: wanted } = await validated(approvalSettingSchema, pickFields(input.values, [FIELD]));
  return wanted;
}

/**
 * Whether a save turns approvals off while they are on: the route then holds it as a change request
 * for another account to approve (TURNING_OFF), rather than applying it; any other save it applies.
 */
export async function turnsApprovalsOff(input: CommandInput): Promise<boolean> {
  return !(await wantedOf(input)) && (await changesNeedApproval());
}

/** What a held request to turn approvals off shows. */
export const TURNING_OFF: ChangeDescription = {
  kind: 'setting',
  resource: APPROVAL_SETTING_RESOURCE,
  record_uid: null,
  record_id: null,
  record_label: 'Changes need approval',
  record_updated_at: null,
  changes: [{ field: FIELD, before: true, after: false }],
};

const SAVE = catalogueCommand('approval-setting.save');

/**
 * PUT /api/admin/approval-setting {changes_need_approval}, the command `approval-setting.save`: the
 * setting stored as asked, logged (asking for what it is changes and logs nothing), and answered as
 * it now is. It is applied only where the route decides (`turnsApprovalsOff` false: turning
 * approvals on, or off while they are off) or when another account approves a held request to turn
 * them off: so no one person switches four eyes off.
 */
export const saveApprovalSetting: CommandHandler<ApprovalSetting> = {
  definition: SAVE,
  check: async (input) => ({ [FIELD]: await wantedOf(input) }),
  async apply(input) {
    const wanted = await wantedOf(input);
    if (wanted !== (await changesNeedApproval())) await store(wanted);
    return readApprovalSetting();
  },
};
