import type { StaleRecord } from '@bank/shared';

/** The server's 409 to a save made from an older copy: Asha Admin saved the record since. */
export const STALE_RECORD: StaleRecord = {
  message: 'Asha Admin changed this record on 30 Nov 2026, 10:30 IST, after you opened it. Nothing was saved.',
  changed_by: 'Asha Admin',
  changed_at: '2026-11-30T05:00:00.000Z',
  version: '2026-11-30T05:00:00.000Z',
};
