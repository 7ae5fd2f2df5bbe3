import { useState } from 'react';
import { CHANGE_MESSAGES } from '@bank/shared';
import { OutcomeMessage, type Outcome } from '../../components/form-parts';
import { apiErrorMessage, isChangeAccepted } from '../../lib/api-client';
import { useMay } from '../../lib/staff-account';
import { saveApprovalSetting, useApprovalSetting } from './api';

/**
 * 'Changes need approval': everyone who reads the changes sees whether it is on; an Administrator
 * turns it on at once, while turning it off is a change request another person approves (202).
 */
export function ApprovalSettingCard() {
  const may = useMay('settings.write');
  const { setting, failed, mutate } = useApprovalSetting();
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function turn(on: boolean) {
    setSaving(true);
    setOutcome(null);
    try {
      const answer = await saveApprovalSetting(on);
      if (isChangeAccepted(answer)) {
        await mutate();
        setOutcome({ text: CHANGE_MESSAGES.turningOffNeedsApproval, failed: false });
      } else {
        await mutate(answer, { revalidate: false });
        setOutcome({ text: `Changes need approval: ${answer.changes_need_approval ? 'on' : 'off'}.`, failed: false });
      }
    } catch (failure) {
      setOutcome({ text: apiErrorMessage(failure) ?? 'The setting could not be saved.', failed: true });
    } finally {
      setSaving(false);
    }
  }

  const on = setting?.changes_need_approval;
  return (
    <section className="change-card approval-setting" aria-labelledby="approval-setting-title">
      <h2 id="approval-setting-title">Changes need approval</h2>
      {failed ? (
        <p className="outcome--failed">The setting could not be loaded.</p>
      ) : (
        <p>
          {on === undefined
            ? 'Loading…'
            : on
              ? 'On: a change to what the public sees waits until another Approver or Administrator approves it.'
              : 'Off: a change is public as soon as it is saved.'}
          {setting?.pending_change_request_id != null && ' Turning approvals off is waiting for approval.'}
        </p>
      )}
      {may && on !== undefined && (
        <button
          type="button"
          className="button"
          disabled={saving || (on && setting?.pending_change_request_id != null)}
          onClick={() => turn(!on)}
        >
          {on ? 'Turn approvals off' : 'Turn approvals on'}
        </button>
      )}
      <OutcomeMessage outcome={outcome} />
    </section>
  );
}
