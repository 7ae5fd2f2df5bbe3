import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANGE_MESSAGES } from '@bank/shared';
import { notify } from '../../lib/toasts';
import { fakeServer, type Answer, type SentRequest } from '../../testing/fake-server';
import { renderWithData } from '../../testing/render-with-data';
import { STALE_RECORD } from '../../testing/stale-record';
import { RESOURCE_DEFINITIONS } from '../index';
import ResourceScreen from './resource-screen';

vi.mock('../../lib/toasts', () => ({ notify: vi.fn() }));

const definitionOf = (key: string) => RESOURCE_DEFINITIONS.find((definition) => definition.key === key)!;

const deposit = {
  id: 1,
  name: 'Fixed Deposit',
  details: 'For 1 year',
  interest_rate: 7.5,
  image: '/uploads/fd.png',
  locales: ['en', 'hi'],
};
const document = { id: 4, title: 'Annual Report', document: '/uploads/report.pdf', locales: ['en'] };

let server: ReturnType<typeof fakeServer>;
/** The fake server's answers by request ('GET /api/admin/deposits/1/translations/mr'); a list is answered `records`. */
function serve(records: unknown[], answers: Record<string, Answer> = {}) {
  server = fakeServer((request: SentRequest) => {
    const answer = answers[`${request.method} ${request.path}`];
    if (answer) return answer;
    if (request.method === 'GET' && request.path.includes('/translations/'))
      return { status: 404, data: { message: 'Not found' } };
    return { status: 200, data: request.method === 'GET' ? records : {} };
  });
}

const user = () => userEvent.setup({ applyAccept: false });

/** Opens the editor of `name` and its tab `tab` (a language's name in itself). */
async function openTab(u: ReturnType<typeof user>, name: string, tab: string) {
  await u.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  await u.click(screen.getByRole('tab', { name: tab }));
}

let confirmations: string[];
beforeEach(() => {
  confirmations = [];
  vi.spyOn(window, 'confirm').mockImplementation((message) => (confirmations.push(String(message)), true));
});
afterEach(() => {
  server.close();
  vi.restoreAllMocks();
});

describe('a list editor’s languages', () => {
  it('lists each record’s languages, each named in itself, the missing ones marked missing', async () => {
    serve([deposit]);
    renderWithData(<ResourceScreen definition={definitionOf('deposits')} />);
    const row = (await screen.findByText('Fixed Deposit')).closest('[role="row"]') as HTMLElement;
    const languages = within(row).getByText('मराठी').closest('.locales-list')!;
    expect(languages).toHaveTextContent('English · मराठी missing · हिंदी');
    expect(within(row).getByText('मराठी')).toHaveAttribute('lang', 'mr');
    expect(within(row).getByText('हिंदी')).toHaveAttribute('lang', 'hi');
    expect(server.sent[0].path).toBe('/api/admin/deposits?view=staff');
  });

  it('shows the editor’s languages as tabs, English first and selected, moved through with the arrow keys', async () => {
    serve([deposit]);
    renderWithData(<ResourceScreen definition={definitionOf('deposits')} />);
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Edit Fixed Deposit' }));
    const tabs = within(screen.getByRole('tablist', { name: 'Languages of Fixed Deposit' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['English', 'मराठी', 'हिंदी']);
    expect(tabs[1].querySelector('[lang="mr"]')).not.toBeNull();
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('form', { name: 'Edit deposit' })).toBeVisible();

    tabs[0].focus();
    await u.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('form', { name: 'मराठी translation' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Edit deposit', hidden: true })).not.toBeVisible();
  });

  it('has no tabs in the add form: a record is written in English first', async () => {
    serve([deposit]);
    renderWithData(<ResourceScreen definition={definitionOf('deposits')} />);
    await user().click(await screen.findByRole('button', { name: 'Add New Deposit' }));
    expect(screen.getByRole('form', { name: 'New deposit' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('says "Not yet translated" where a language has none, and Copy from English fills its fields', async () => {
    serve([deposit]);
    renderWithData(<ResourceScreen definition={definitionOf('deposits')} />);
    const u = user();
    await openTab(u, 'Fixed Deposit', 'मराठी');
    const form = await screen.findByRole('form', { name: 'मराठी translation' });
    expect(within(form).getByText('Not yet translated')).toBeInTheDocument();
    // Only the translated texts: the rate, the product and the picture are the English record's.
    expect(within(form).getByLabelText('Name')).toHaveValue('');
    expect(within(form).queryByLabelText('Interest Rate (%)')).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Delete translation' })).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription('English: Fixed Deposit');

    await u.click(within(form).getByRole('button', { name: 'Copy from English' }));
    expect(within(form).getByLabelText('Name')).toHaveValue('Fixed Deposit');
    expect(within(form).getByLabelText('Details')).toHaveValue('For 1 year');
  });

  it('saves a language with a PUT of its texts, and the list shows the record has it', async () => {
    const saved = { locale: 'mr', name: 'मुदत ठेव', details: '१ वर्षासाठी' };
    serve([deposit], { 'PUT /api/admin/deposits/1/translations/mr': { status: 200, data: saved } });
    renderWithData(<ResourceScreen definition={definitionOf('deposits')} />);
    const u = user();
    await openTab(u, 'Fixed Deposit', 'मराठी');
    const form = await screen.findByRole('form', { name: 'मराठी translation' });
    await u.type(within(form).getByLabelText('Name'), 'मुदत ठेव');
    await u.type(within(form).getByLabelText('Details'), '१ वर्षासाठी');
    await u.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'मराठी translation saved'));
    const put = server.sent.find((request) => request.method === 'PUT')!;
    expect(put.path).toBe('/api/admin/deposits/1/translations/mr');
    expect(put.body).toEqual({
      kind: 'json',
      fields: ['name', 'details'],
      values: { name: 'मुदत ठेव', details: '१ वर्षासाठी' },
    });
    expect(within(form).queryByText('Not yet translated')).not.toBeInTheDocument();
    const row = screen.getAllByRole('row').find((each) => within(each).queryByText('Fixed Deposit'))!;
    expect(row.querySelector('.locales-list')).toHaveTextContent('English · मराठी · हिंदी');
  });

  it('checks a language with the English rules before sending, and shows what the server refused', async () => {
    serve([deposit], {
      'PUT /api/admin/deposits/1/translations/hi': {
        status: 400,
        data: { message: 'Invalid input', errors: { name: 'Name is too long' } },
      },
    });
    renderWithData(<ResourceScreen definition={definitionOf('deposits')} />);
    const u = user();
    await openTab(u, 'Fixed Deposit', 'हिंदी');
    const form = await screen.findByRole('form', { name: 'हिंदी translation' });
    await u.type(within(form).getByLabelText('Details'), '1 वर्ष के लिए');
    await u.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Name is a required field')).toBeInTheDocument();
    expect(server.sent.some((request) => request.method === 'PUT')).toBe(false);

    await u.type(within(form).getByLabelText('Name'), 'सावधि जमा');
    await u.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Not saved: Invalid input');
    expect(within(form).getByText('Name is too long')).toBeInTheDocument();
  });

  it('loads a language’s translation, and deletes it once asked', async () => {
    serve([deposit], {
      'GET /api/admin/deposits/1/translations/hi': {
        status: 200,
        data: { locale: 'hi', name: 'सावधि जमा', details: '1 वर्ष' },
      },
      'DELETE /api/admin/deposits/1/translations/hi': { status: 200, data: { message: 'Deleted' } },
    });
    renderWithData(<ResourceScreen definition={definitionOf('deposits')} />);
    const u = user();
    await openTab(u, 'Fixed Deposit', 'हिंदी');
    const form = await screen.findByRole('form', { name: 'हिंदी translation' });
    expect(within(form).getByLabelText('Name')).toHaveValue('सावधि जमा');
    expect(within(form).getByLabelText('Name')).toHaveAttribute('lang', 'hi');

    await u.click(within(form).getByRole('button', { name: 'Delete translation' }));
    expect(confirmations).toEqual(['Delete the हिंदी translation of Fixed Deposit?']);
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'हिंदी translation deleted'));
    expect(within(form).getByText('Not yet translated')).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveValue('');
  });

  it('says a language kept for approval was sent for approval, and leaves the list as it was', async () => {
    serve([deposit], {
      'PUT /api/admin/deposits/1/translations/mr': {
        status: 202,
        data: { change_request_id: 9, message: CHANGE_MESSAGES.sentForApproval },
      },
    });
    renderWithData(<ResourceScreen definition={definitionOf('deposits')} />);
    const u = user();
    await openTab(u, 'Fixed Deposit', 'मराठी');
    const form = await screen.findByRole('form', { name: 'मराठी translation' });
    await u.click(within(form).getByRole('button', { name: 'Copy from English' }));
    await u.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', CHANGE_MESSAGES.sentForApproval));
    expect(within(form).getByText('Not yet translated')).toBeInTheDocument();
  });

  it('sends a document’s language as multipart, with its own PDF when one is chosen', async () => {
    serve([document], {
      'PUT /api/admin/documents/4/translations/mr': {
        status: 200,
        data: { locale: 'mr', title: 'वार्षिक अहवाल', document: '/uploads/report-mr.pdf' },
      },
    });
    renderWithData(<ResourceScreen definition={definitionOf('documents')} />);
    const u = user();
    await openTab(u, 'Annual Report', 'मराठी');
    const form = await screen.findByRole('form', { name: 'मराठी translation' });
    await u.type(within(form).getByLabelText('Title'), 'वार्षिक अहवाल');
    await u.upload(
      within(form).getByLabelText('Document (PDF)'),
      new File(['%PDF-1.4'], 'report-mr.pdf', { type: 'application/pdf' }),
    );
    await u.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.sent.some((request) => request.method === 'PUT')).toBe(true));
    const put = server.sent.find((request) => request.method === 'PUT')!;
    expect(put.path).toBe('/api/admin/documents/4/translations/mr');
    expect(put.body.kind).toBe('multipart');
    expect(put.body.kind === 'multipart' && put.body.values.title).toBe('वार्षिक अहवाल');
    expect(put.body.kind === 'multipart' && put.body.values.document).toBeInstanceOf(File);
    expect(await within(form).findByRole('link', { name: 'its own file' })).toHaveAttribute(
      'href',
      '/uploads/report-mr.pdf',
    );
  });

  it('writes a circular’s language through the page routes, as multipart', async () => {
    const header = { id: 1, title: 'Policies', content: 'Header', pdf: null };
    const circular = {
      id: 7,
      title: 'Locker rent',
      content: 'Rents change',
      pdf: '/uploads/rent.pdf',
      locales: ['en'],
    };
    serve([header, circular], {
      'PUT /api/admin/pages/7/translations/hi': {
        status: 200,
        data: { locale: 'hi', title: 'लॉकर किराया', content: 'Rents change', pdf: null },
      },
    });
    renderWithData(<ResourceScreen definition={definitionOf('circulars')} />);
    const u = user();
    await openTab(u, 'Locker rent', 'हिंदी');
    const form = await screen.findByRole('form', { name: 'हिंदी translation' });
    await u.click(within(form).getByRole('button', { name: 'Copy from English' }));
    await u.clear(within(form).getByLabelText('Title'));
    await u.type(within(form).getByLabelText('Title'), 'लॉकर किराया');
    await u.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'हिंदी translation saved'));
    const put = server.sent.find((request) => request.method === 'PUT')!;
    expect(put.path).toBe('/api/admin/pages/7/translations/hi');
    expect(put.body).toEqual({
      kind: 'multipart',
      fields: ['title', 'content'],
      values: { title: 'लॉकर किराया', content: 'Rents change' },
    });
  });

  it("sends a language's save with the record's version; refused as stale, loads the other's text and keeps the typed one beside it", async () => {
    const read = '2026-11-20T05:00:00.000Z';
    const theirs = { locale: 'hi', name: 'सावधि जमा', details: 'एक वर्ष के लिए', version: STALE_RECORD.version };
    let translation: Answer = { status: 200, data: { ...theirs, name: 'फिक्स्ड डिपॉज़िट', version: read } };
    const puts: SentRequest[] = [];
    server = fakeServer((request) => {
      if (request.path === '/api/admin/deposits/1/translations/hi' && request.method === 'GET') return translation;
      if (request.method === 'PUT') {
        puts.push(request);
        return puts.length === 1 ? { status: 409, data: STALE_RECORD } : { status: 200, data: theirs };
      }
      return { status: 200, data: request.method === 'GET' ? [{ ...deposit, version: read }] : {} };
    });
    renderWithData(<ResourceScreen definition={definitionOf('deposits')} />);
    const u = user();
    await openTab(u, 'Fixed Deposit', 'हिंदी');
    const form = await screen.findByRole('form', { name: 'हिंदी translation' });
    await u.type(within(form).getByLabelText('Details'), ', ब्याज हर तिमाही');
    await u.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(STALE_RECORD.message);
    expect(puts[0].body).toMatchObject({ kind: 'json', values: { version: read } });

    // Asha Admin had saved another Hindi name: hers comes in, the typed details stay beside theirs.
    translation = { status: 200, data: theirs };
    await u.click(within(form).getByRole('button', { name: 'Load their change, keep my text beside it' }));
    await waitFor(() => expect(within(form).getByLabelText('Name')).toHaveValue('सावधि जमा'));
    expect(within(form).getByText('एक वर्ष के लिए, ब्याज हर तिमाही')).toBeInTheDocument();
    await u.click(within(form).getByRole('button', { name: 'Use your text for Details' }));
    await u.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1].body).toMatchObject({
      values: { name: 'सावधि जमा', details: 'एक वर्ष के लिए, ब्याज हर तिमाही', version: STALE_RECORD.version },
    });
  });

  it('keeps the English form at the version it opened with when the list is read again after a language is saved', async () => {
    const opened = '2026-11-20T05:00:00.000Z';
    const afterTranslation = '2026-11-21T05:00:00.000Z';
    const lockers = { id: 1, name: 'Lockers', description: 'Safe boxes', image: '/uploads/l.png', locales: ['en'] };
    // Read again after the Marathi save, the list also brings another person's English change.
    let list = [{ ...lockers, version: opened }];
    const sent: SentRequest[] = [];
    server = fakeServer((request) => {
      sent.push(request);
      if (request.path === '/api/admin/services/1/translations/mr' && request.method === 'GET') return { status: 404 };
      if (request.path === '/api/admin/services/1/translations/mr') {
        list = [{ ...lockers, description: 'Safe boxes, three sizes', version: '2026-11-22T05:00:00.000Z' }];
        const texts = request.body.kind === 'none' ? {} : request.body.values;
        return { status: 200, data: { locale: 'mr', ...texts, version: afterTranslation } };
      }
      if (request.path === '/api/admin/services/1') return { status: 409, data: STALE_RECORD };
      return { status: 200, data: list };
    });
    renderWithData(<ResourceScreen definition={definitionOf('services')} />);
    const u = user();
    await openTab(u, 'Lockers', 'मराठी');
    const marathi = await screen.findByRole('form', { name: 'मराठी translation' });
    await u.type(within(marathi).getByLabelText('Name'), 'लॉकर');
    await u.type(within(marathi).getByLabelText('Description'), 'सुरक्षित पेट्या');
    await u.click(within(marathi).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent.filter((request) => request.path === '/api/admin/services?view=staff')).toHaveLength(2),
    );

    await u.click(screen.getByRole('tab', { name: 'English' }));
    const english = screen.getByRole('form', { name: 'Edit service' });
    await u.click(within(english).getByRole('button', { name: 'Update' }));
    // Its own translation moved the version it holds; the other person's change did not.
    expect(await within(english).findByRole('alert')).toHaveTextContent(STALE_RECORD.message);
    const update = sent.find((request) => request.path === '/api/admin/services/1');
    expect(update?.body).toMatchObject({ values: { version: afterTranslation } });
  });

  it("keeps the English form's version when a language is deleted: a delete is not checked, so it moves nothing else", async () => {
    const opened = '2026-11-20T05:00:00.000Z';
    const lockers = {
      id: 1,
      name: 'Lockers',
      description: 'Safe boxes',
      image: '/uploads/l.png',
      locales: ['en', 'hi'],
    };
    const sent: SentRequest[] = [];
    server = fakeServer((request) => {
      sent.push(request);
      if (request.path === '/api/admin/services/1/translations/hi' && request.method === 'GET')
        return { status: 200, data: { locale: 'hi', name: 'लॉकर', description: 'तिजोरी', version: opened } };
      // Another person's English edit came first: the version after the delete holds it.
      if (request.method === 'DELETE')
        return { status: 200, data: { message: 'Translation deleted', version: '2026-11-22T05:00:00.000Z' } };
      if (request.path === '/api/admin/services/1') return { status: 409, data: STALE_RECORD };
      return { status: 200, data: [{ ...lockers, version: opened }] };
    });
    renderWithData(<ResourceScreen definition={definitionOf('services')} />);
    const u = user();
    await openTab(u, 'Lockers', 'हिंदी');
    const hindi = await screen.findByRole('form', { name: 'हिंदी translation' });
    await u.click(within(hindi).getByRole('button', { name: 'Delete translation' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'DELETE')).toBe(true));

    await u.click(screen.getByRole('tab', { name: 'English' }));
    const english = screen.getByRole('form', { name: 'Edit service' });
    await u.click(within(english).getByRole('button', { name: 'Update' }));
    expect(await within(english).findByRole('alert')).toHaveTextContent(STALE_RECORD.message);
    const update = sent.find((request) => request.path === '/api/admin/services/1');
    expect(update?.body).toMatchObject({ values: { version: opened } });
  });
});
