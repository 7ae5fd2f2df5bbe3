import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { DashboardFigures, StaffRole } from '@bank/shared';
import { renderWithData } from '../../testing/render-with-data';
import { WorkQueue } from './work-queue';

const FIGURES: DashboardFigures = {
  page_views_by_month: [],
  enquiries: { unhandled: 3 },
  complaints: { open: 2, overdue: 1 },
  next_rate_schedule: { id: 4, effective_from: '2026-04-01' },
};

const linesFor = (role: StaffRole) => {
  renderWithData(
    <MemoryRouter>
      <WorkQueue figures={FIGURES} />
    </MemoryRouter>,
    { role },
  );
  return screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
};

describe('WorkQueue', () => {
  it('lists what waits, each line leading to its screen', () => {
    expect(linesFor('administrator')).toEqual([
      ['3 enquiries not yet handled', '/AdminPage/CustomerRating'],
      ['2 complaints open, 1 past the reply date', '/AdminPage/Complaints'],
      ['Next rate schedule starts on 1 Apr 2026', '/AdminPage/InterestRates'],
    ]);
  });

  it("heads with what waits in four eyes for each role: to approve, one's own, scheduled, not applied, panel edits", () => {
    const approvals = {
      changes_need_approval: true,
      pending: 5,
      waiting_for_others: 3,
      yours_waiting: 2,
      scheduled: 1,
      unapproved_panel_edits: 1,
      failed_yours: 2,
    };
    const linesOf = (role: StaffRole) => {
      const { unmount } = renderWithData(
        <MemoryRouter>
          <WorkQueue figures={{ ...FIGURES, approvals }} />
        </MemoryRouter>,
        { role },
      );
      const lines = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
      unmount();
      return lines;
    };
    expect(linesOf('approver').slice(0, 5)).toEqual([
      ['3 changes waiting for your approval', '/AdminPage/Approvals'],
      ['2 changes you made waiting for approval', '/AdminPage/Approvals'],
      ['1 change approved, waiting for its time to go public', '/AdminPage/Approvals?status=scheduled'],
      ['2 changes you made or approved could not be applied', '/AdminPage/Approvals?status=failed'],
      ['1 Strapi-panel edit made without approval in 30 days', '/AdminPage/Activity'],
    ]);
    // An Editor approves nothing; an Auditor makes nothing.
    expect(linesOf('editor').map(([text]) => text)).not.toContain('3 changes waiting for your approval');
    expect(linesOf('auditor').map(([text]) => text)).not.toContain('2 changes you made waiting for approval');
  });

  it.each<[StaffRole, string[]]>([
    ['customer_service', ['/AdminPage/CustomerRating', '/AdminPage/Complaints']],
    ['editor', ['/AdminPage/InterestRates']],
  ])('shows a %s only the lines whose screen the role may open', (role, screens) => {
    expect(linesFor(role).map(([, href]) => href)).toEqual(screens);
  });
});
