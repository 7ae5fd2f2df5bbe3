import type { Context } from 'koa';
import { approvalSettingSchema, type ApprovalSetting } from '@bank/shared';
import { writeEntry } from '../activity/entries';
import { isProduction } from '../lib/secrets';
import { pickFields, validated } from '../lib/validation';
import { isReplay } from './replay-state';
import { CHANGE_REQUEST } from './change-requests';

const APPROVAL_SETTING = 'api::approval-setting.approval-setting';
/** The resource name change requests and activity entries give the setting. */
export const APPROVAL_SETTING_RESOURCE = 'approval-setting';
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

/**
 * PUT /api/admin/approval-setting {changes_need_approval}: the setting as it now is, or undefined
 * when the request turns approvals off while they are on, which is itself a change request
 * (the route keeps it) applied when another account approves it. Every change is logged.
 */
export async function saveApprovalSetting(ctx: Context): Promise<ApprovalSetting | undefined> {
  const { changes_need_approval: wanted } = await validated(
    approvalSettingSchema,
    pickFields(ctx.request.body, [FIELD]),
  );
  const current = await changesNeedApproval();
  if (wanted === current) return readApprovalSetting();
  if (!wanted && !isReplay(ctx)) return undefined;
  await store(wanted);
  return readApprovalSetting();
}
