import type { ChangeRequest } from '@bank/shared';

/** A change request as GET /api/admin/changes answers it: an Editor's change of a job, waiting, with `change` over it. */
export const changeRequest = (change: Partial<ChangeRequest> = {}): ChangeRequest => ({
  id: 30,
  status: 'pending',
  kind: 'update',
  resource: 'jobs',
  record_id: 1,
  record_label: 'Clerk',
  request: 'PUT /api/admin/jobs/1',
  changes: [],
  maker: { id: 2, name: 'Esha Editor', email: 'editor@example.com' },
  made_at: '2026-11-24T05:00:00.000Z',
  approver: null,
  decided_at: null,
  publish_at: null,
  applied_at: null,
  reason: null,
  locale: 'en',
  revision: 1,
  values: null,
  ...change,
});
