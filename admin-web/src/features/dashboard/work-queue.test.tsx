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

  it('leads to the changes one made or approved that could not be applied, when there are any', () => {
    renderWithData(
      <MemoryRouter>
        <WorkQueue
          figures={{
            ...FIGURES,
            approvals: { changes_need_approval: true, pending: 0, unapproved_panel_edits: 0, failed_yours: 2 },
          }}
        />
      </MemoryRouter>,
      { role: 'editor' },
    );
    expect(screen.getByRole('link', { name: '2 changes you made or approved could not be applied' })).toHaveAttribute(
      'href',
      '/AdminPage/Approvals?status=failed',
    );
  });

  it.each<[StaffRole, string[]]>([
    ['customer_service', ['/AdminPage/CustomerRating', '/AdminPage/Complaints']],
    ['editor', ['/AdminPage/InterestRates']],
  ])('shows a %s only the lines whose screen the role may open', (role, screens) => {
    expect(linesFor(role).map(([, href]) => href)).toEqual(screens);
  });
});
