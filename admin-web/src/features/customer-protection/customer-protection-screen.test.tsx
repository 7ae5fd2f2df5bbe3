import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHANGE_MESSAGES, PAGE_SLUGS, type ChangeRequest, type ProtectionSettings, type StaffRole } from '@bank/shared';
import { changeRequest } from '../../testing/change-requests';
import { keptDrafts } from '../../lib/drafts';
import { PENDING_CHANGES_URL } from '../../lib/pending-changes';
import { fakeServer, type Answer, type SentRequest } from '../../testing/fake-server';
import { STALE_RECORD } from '../../testing/stale-record';
import { renderWithData } from '../../testing/render-with-data';
import CustomerProtectionScreen from './customer-protection-screen';

const SETTINGS: ProtectionSettings & { version: string } = {
  ombudsman_covered: true,
  dicgc_cover_rupees: 500000,
  fraud_phone: '1800 233 0000',
  fraud_email: 'fraud@vishwasbank.in',
  version: '2026-11-20T05:00:00.000Z',
};
const PRIVACY = {
  id: 9,
  slug: PAGE_SLUGS.privacy,
  title: 'Privacy Notice',
  content: 'What we keep and why.',
  version: '2026-11-20T05:00:00.000Z',
};

let server: ReturnType<typeof fakeServer>;
/** How the server answers a save of the settings (a test sets it). */
let putSettings: (request: SentRequest) => Answer = () => ({ status: 404 });
/** How it answers a save of a text, or of a change sent back sent again; and the texts it holds. */
let postPages: (request: SentRequest) => Answer = () => ({ status: 404 });
let texts: unknown[] = [PRIVACY];
/** The settings as the server holds them. */
let settingsAnswer = SETTINGS;
/** The change GET /api/admin/changes/:id answers, if any. */
let changeAnswer: ChangeRequest | undefined;

/** The screen as `role` sees it, at `address`, over a server holding the settings, the privacy notice and 12 names. */
async function openScreen(role: StaffRole, address = '/AdminPage/CustomerProtection') {
  window.history.replaceState(null, '', address);
  server = fakeServer((request) => {
    if (request.path === '/api/admin/protection-settings' && request.method === 'PUT') return putSettings(request);
    if (request.path === '/api/admin/protection-settings') return { status: 200, data: settingsAnswer };
    if (request.method === 'POST') return postPages(request);
    if (request.path === '/api/admin/pages?view=staff') return { status: 200, data: texts };
    if (changeAnswer && request.path === `/api/admin/changes/${changeAnswer.id}`)
      return { status: 200, data: changeAnswer };
    if (request.path === `/api${PENDING_CHANGES_URL}`) return { status: 200, data: { results: [], pending_count: 0 } };
    if (request.path === '/api/admin/unclaimed-deposits') return { status: 200, data: { total: 12, results: [] } };
    return { status: 404 };
  });
  renderWithData(<CustomerProtectionScreen />, { role });
  await screen.findByDisplayValue('1800 233 0000');
}

afterEach(() => {
  texts = [PRIVACY];
  settingsAnswer = SETTINGS;
  changeAnswer = undefined;
  server.close();
  vi.restoreAllMocks();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('CustomerProtectionScreen', () => {
  it('shows the Auditor the settings, texts and list without a control that writes: no Save, Edit or import', async () => {
    await openScreen('auditor');
    expect(screen.getByLabelText('24x7 phone for reporting an unauthorised transaction')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('CSV file')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check the file' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the current list' })).toBeEnabled();
  });

  it('gives an Editor every control', async () => {
    await openScreen('editor');
    expect(screen.getByLabelText('24x7 phone for reporting an unauthorised transaction')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Privacy Notice' })).toBeInTheDocument();
    expect(screen.getByLabelText('CSV file')).toBeInTheDocument();
  });

  it("keeps a text's unsaved edit, and its address opens the text's form to offer it back", async () => {
    await openScreen('editor');
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Edit Privacy Notice' }));
    await u.type(screen.getByLabelText('Text'), ' We keep it seven years.');
    const [draft] = keptDrafts(1);
    expect(draft).toMatchObject({ key: `protection:${PAGE_SLUGS.privacy}`, label: 'Privacy Notice' });
    cleanup();
    server.close();

    await openScreen('editor', draft.place);
    const form = screen.getByRole('form', { name: 'Edit: Privacy Notice' });
    await u.click(within(form).getByRole('button', { name: 'Put it back' }));
    expect(within(form).getByLabelText('Text')).toHaveValue('What we keep and why. We keep it seven years.');
  });

  it('saves the settings with the version it read, and says who saved them since when the server refuses', async () => {
    const stale = STALE_RECORD;
    const sent: SentRequest[] = [];
    putSettings = (request) => {
      sent.push(request);
      return { status: 409, data: stale };
    };
    await openScreen('editor');
    const u = userEvent.setup();
    const phone = screen.getByLabelText('24x7 phone for reporting an unauthorised transaction');
    await u.clear(phone);
    await u.type(phone, '1800 233 9999');
    await u.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(stale.message)).toBeInTheDocument();
    expect(sent[0].body).toMatchObject({
      kind: 'json',
      values: { fraud_phone: '1800 233 9999', version: SETTINGS.version },
    });
    expect(phone).toHaveValue('1800 233 9999');

    // Their settings come into the form; the phone typed stays beside theirs, to take back.
    settingsAnswer = { ...SETTINGS, fraud_phone: '1800 233 4444', version: stale.version };
    await u.click(screen.getByRole('button', { name: 'Load their change, keep my text beside it' }));
    await waitFor(() => expect(phone).toHaveValue('1800 233 4444'));
    await u.click(screen.getByRole('button', { name: /^Use your text for 24x7 phone/ }));
    expect(phone).toHaveValue('1800 233 9999');
    putSettings = (request) => {
      sent.push(request);
      return { status: 200, data: { ...settingsAnswer, fraud_phone: '1800 233 9999' } };
    };
    await u.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].body).toMatchObject({ values: { fraud_phone: '1800 233 9999', version: stale.version } });
  });

  it("saves a text with the version it read; refused, it loads the other person's text and keeps the typed one beside it", async () => {
    const sent: SentRequest[] = [];
    postPages = (request) => {
      sent.push(request);
      return sent.length === 1 ? { status: 409, data: STALE_RECORD } : { status: 200, data: PRIVACY };
    };
    await openScreen('editor');
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Edit Privacy Notice' }));
    const form = screen.getByRole('form', { name: 'Edit: Privacy Notice' });
    await u.type(within(form).getByLabelText('Text'), ' We keep it seven years.');
    await u.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(STALE_RECORD.message);
    expect(sent[0].body).toMatchObject({
      kind: 'multipart',
      values: {
        slug: PAGE_SLUGS.privacy,
        content: 'What we keep and why. We keep it seven years.',
        version: PRIVACY.version,
      },
    });

    // Meanwhile Asha Admin saved it: her text comes into the form, and the typed one stays beside it.
    texts = [{ ...PRIVACY, content: 'What we keep, and for how long.', version: STALE_RECORD.version }];
    await u.click(within(form).getByRole('button', { name: 'Load their change, keep my text beside it' }));
    expect(await within(form).findByText('What we keep and why. We keep it seven years.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Text')).toHaveValue('What we keep, and for how long.');
    await u.click(within(form).getByRole('button', { name: 'Use your text for Text' }));
    expect(within(form).getByLabelText('Text')).toHaveValue('What we keep and why. We keep it seven years.');
    await u.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Privacy Notice: saved.')).toBeInTheDocument();
    expect(sent[1].body).toMatchObject({ values: { version: STALE_RECORD.version } });
  });

  it('opens a text sent back to its maker with its values and the reason, and sends it again as the same change', async () => {
    changeAnswer = changeRequest({
      id: 12,
      status: 'returned',
      resource: 'pages',
      record_id: PRIVACY.id,
      maker: { id: 1, name: 'Esha Editor', email: 'editor@example.com' },
      approver: { id: 3, name: 'Anil Approver', email: 'approver@example.com' },
      reason: 'Name the retention period.',
      values: { slug: PAGE_SLUGS.privacy, title: 'Privacy Notice', content: 'We keep records.' },
    });
    const sent: SentRequest[] = [];
    postPages = (request) => {
      sent.push(request);
      return { status: 200, data: { ...changeAnswer, status: 'pending', revision: 2 } };
    };
    await openScreen('editor', '/AdminPage/CustomerProtection?change=12');
    const sentBack = await screen.findByRole('region', { name: 'A change sent back to you' });
    expect(within(sentBack).getByRole('note')).toHaveTextContent('Name the retention period.');
    const u = userEvent.setup();
    const text = within(sentBack).getByLabelText('Text');
    expect(text).toHaveValue('We keep records.');
    await u.type(text, ' For eight years.');
    await u.click(within(sentBack).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Privacy Notice: ${CHANGE_MESSAGES.resubmitted}`)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      path: '/api/admin/changes/12/resubmit',
      body: { values: { slug: PAGE_SLUGS.privacy, content: 'We keep records. For eight years.' } },
    });
    expect(screen.queryByRole('region', { name: 'A change sent back to you' })).not.toBeInTheDocument();
  });
});
