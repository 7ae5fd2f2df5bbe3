import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { formatIndiaDateTime, type ChangeRequest, type StaffRole } from '@bank/shared';
import { PENDING_CHANGES_URL } from '../lib/pending-changes';
import { changeRequest } from '../testing/change-requests';
import { fakeServer } from '../testing/fake-server';
import { renderWithData } from '../testing/render-with-data';
import { WaitingChanges } from './waiting-changes';

const change = (id: number, resource: string, record_label: string): ChangeRequest =>
  changeRequest({ id, kind: 'setting', resource, record_id: null, record_label });

let server: ReturnType<typeof fakeServer>;
afterEach(() => server.close());

function renderNotice(role: StaffRole, waiting: ChangeRequest[]) {
  server = fakeServer((request) =>
    request.path === `/api${PENDING_CHANGES_URL}`
      ? { status: 200, data: { results: waiting, pending_count: waiting.length } }
      : { status: 404 },
  );
  renderWithData(
    <MemoryRouter>
      <WaitingChanges resources={['site-settings']} />
      <WaitingChanges resources={['deposits']} />
    </MemoryRouter>,
    { role },
  );
}

describe('WaitingChanges', () => {
  it("names each change waiting for the screen's records, who made it and when, linked to it in Approvals", async () => {
    renderNotice('editor', [change(5, 'site-settings', 'Site settings'), change(6, 'deposits', 'Fixed Deposit')]);
    await screen.findByRole('link', { name: 'Change the deposit “Fixed Deposit”' });
    const notice = screen.getAllByRole('region', { name: 'Waiting for approval' })[0];
    expect(within(notice).getAllByRole('listitem')).toHaveLength(1);
    expect(notice).not.toHaveTextContent('Fixed Deposit');
    expect(notice).toHaveTextContent(
      `Change the site settings, by Esha Editor on ${formatIndiaDateTime('2026-11-24T05:00:00.000Z')}`,
    );
    expect(within(notice).getByRole('link')).toHaveAttribute('href', '/AdminPage/Approvals?change=5');
  });

  it("shows nothing when none of the screen's records waits", async () => {
    renderNotice('editor', [change(6, 'deposits', 'Fixed Deposit')]);
    // The deposits' notice beside it shows once the changes are read.
    await screen.findByRole('link', { name: 'Change the deposit “Fixed Deposit”' });
    expect(screen.getAllByRole('region', { name: 'Waiting for approval' })).toHaveLength(1);
  });
});
