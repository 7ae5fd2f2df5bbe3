import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANGE_MESSAGES } from '@bank/shared';
import { apiClient } from '../../lib/api-client';
import { fakeServer } from '../../testing/fake-server';
import { STALE_RECORD } from '../../testing/stale-record';
import { changeRequest } from '../../testing/change-requests';
import { notify } from '../../lib/toasts';
import { renderWithData } from '../../testing/render-with-data';
import AboutEditorScreen from './about-editor-screen';

const about = {
  id: 1,
  slug: 'about-us',
  title: 'About us',
  content: 'Since 1921',
  image: '/uploads/about.jpg',
  pdf: null,
  meta_title: 'About',
  meta_description: 'Who we are',
  created_at: 'x',
  updated_at: 'y',
  version: '2026-11-20T05:00:00.000Z',
};

vi.mock('../../lib/toasts', () => ({ notify: vi.fn() }));

let alerts: string[];

function renderEditor() {
  vi.spyOn(apiClient, 'get').mockResolvedValue({ data: [about] });
  renderWithData(<AboutEditorScreen />);
}

/** Opens the edit form, types a new title and presses Save, as an editor does. */
async function saveTitle(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  await user.clear(screen.getByLabelText('Title'));
  await user.type(screen.getByLabelText('Title'), title);
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

beforeEach(() => {
  alerts = [];
  vi.spyOn(window, 'alert').mockImplementation((message) => void alerts.push(String(message)));
});
afterEach(() => vi.restoreAllMocks());

describe('AboutEditorScreen', () => {
  it('says who saved the page since it was read, keeps the text typed, and raises no alert', async () => {
    renderEditor();
    await screen.findByText('Since 1921');
    const stale = STALE_RECORD;
    const server = fakeServer(() => ({ status: 409, data: stale }));
    try {
      const user = userEvent.setup();
      await saveTitle(user, 'Our story');
      expect(await screen.findByRole('alert')).toHaveTextContent(stale.message);
      expect(screen.getByLabelText('Title')).toHaveValue('Our story');
      expect(alerts).toEqual([]);
    } finally {
      server.close();
    }
  });

  it("shows the page, then saves the edit form with 'Saving...' on the button while it saves, with the version it read", async () => {
    renderEditor();
    expect(await screen.findByText('Since 1921')).toBeInTheDocument();
    expect(apiClient.get).toHaveBeenCalledWith('/admin/pages?slug=about-us&view=staff');
    let finish!: (value: unknown) => void;
    const post = vi.spyOn(apiClient, 'post').mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    await saveTitle(user, 'Our story');

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    const [url, body] = post.mock.calls[0];
    expect(url).toBe('/admin/pages');
    expect((body as FormData).get('slug')).toBe('about-us');
    expect((body as FormData).get('title')).toBe('Our story');
    expect((body as FormData).get('version')).toBe(about.version);
    // Read again after the save: the next save sends the page's new version.
    const saved = { ...about, title: 'Our story', version: '2026-11-30T05:00:00.000Z' };
    vi.mocked(apiClient.get).mockResolvedValue({ data: [saved] });
    finish({ data: { ...about, title: 'Our story' } });
    await waitFor(() => expect(alerts).toEqual(['Data updated successfully!']));
    expect(await screen.findByText('Our story')).toBeInTheDocument();
  });

  it("says 'Sent for approval' on the page, with no alert, when the save is answered 202", async () => {
    renderEditor();
    await screen.findByText('Since 1921');
    const server = fakeServer((request) =>
      request.method === 'POST' && request.path === '/api/admin/pages'
        ? { status: 202, data: { change_request_id: 22, message: CHANGE_MESSAGES.sentForApproval } }
        : { status: 404 },
    );
    try {
      const user = userEvent.setup();
      await saveTitle(user, 'Our story');
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent(`${CHANGE_MESSAGES.sentForApproval}: the About page.`),
      );
      expect(alerts).toEqual([]);
      expect(screen.getByText('About us')).toBeInTheDocument();
    } finally {
      server.close();
    }
  });

  it("refuses a file that is not an image with 'Please upload a valid image file.'", async () => {
    renderEditor();
    await screen.findByText('Since 1921');
    const post = vi.spyOn(apiClient, 'post');
    const user = userEvent.setup({ applyAccept: false });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.upload(screen.getByLabelText('Image'), new File(['text'], 'notes.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alerts).toEqual(['Please upload a valid image file.']));
    expect(post).not.toHaveBeenCalled();
  });

  it("alerts 'Failed to update the data.' and keeps the form when the save fails", async () => {
    renderEditor();
    await screen.findByText('Since 1921');
    vi.spyOn(apiClient, 'post').mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await saveTitle(user, 'Kept');
    await waitFor(() => expect(alerts).toEqual(['Failed to update the data.']));
    expect(screen.getByLabelText('Title')).toHaveValue('Kept');
  });

  it('writes the page in Marathi: its texts copied from English, edited, and PUT as multipart', async () => {
    renderEditor();
    await screen.findByText('Since 1921');
    // From here on the fake server answers: the page has no translation yet.
    vi.mocked(apiClient.get).mockRestore();
    const afterTranslation = '2026-11-25T05:00:00.000Z';
    const server = fakeServer((request) =>
      request.method === 'PUT'
        ? {
            status: 200,
            data: {
              locale: 'mr',
              title: 'आमच्याविषयी',
              content: 'Since 1921',
              meta_title: 'About',
              version: afterTranslation,
            },
          }
        : request.method === 'POST'
          ? { status: 200, data: about }
          : { status: 404, data: { message: 'No translation' } },
    );
    try {
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Edit' }));
      await user.click(screen.getByRole('tab', { name: 'मराठी' }));
      const form = await screen.findByRole('form', { name: 'मराठी translation' });
      expect(within(form).getByText('Not yet translated')).toBeInTheDocument();
      await user.click(within(form).getByRole('button', { name: 'Copy from English' }));
      expect(within(form).getByLabelText('Meta description')).toHaveValue('Who we are');
      await user.clear(within(form).getByLabelText('Title'));
      await user.type(within(form).getByLabelText('Title'), 'आमच्याविषयी');
      await user.click(within(form).getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'मराठी translation saved'));
      const put = server.sent.find((request) => request.method === 'PUT')!;
      expect(put.path).toBe('/api/admin/pages/1/translations/mr');
      // A first translation has no answer of its own to read a version from: it sends the page's.
      expect(put.body).toMatchObject({
        kind: 'multipart',
        values: {
          title: 'आमच्याविषयी',
          content: 'Since 1921',
          meta_title: 'About',
          meta_description: 'Who we are',
          version: about.version,
        },
      });

      // The English form moves with the person's own translation: its save is not refused as stale.
      await user.click(screen.getByRole('tab', { name: 'English' }));
      const english = screen.getByRole('form', { name: 'Edit About page' });
      await user.clear(within(english).getByLabelText('Title'));
      await user.type(within(english).getByLabelText('Title'), 'Our story');
      await user.click(within(english).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(server.sent.some((request) => request.method === 'POST')).toBe(true));
      const post = server.sent.find((request) => request.method === 'POST')!;
      expect(post.body).toMatchObject({ values: { title: 'Our story', version: afterTranslation } });
    } finally {
      server.close();
    }
  });

  it("refused as stale, loads the other person's page and keeps the typed text beside it; the next save sends theirs", async () => {
    renderEditor();
    await screen.findByText('Since 1921');
    const post = vi
      .spyOn(apiClient, 'post')
      .mockRejectedValueOnce(
        Object.assign(new Error('409'), { isAxiosError: true, response: { status: 409, data: STALE_RECORD } }),
      )
      .mockResolvedValue({ data: about });
    const user = userEvent.setup();
    await saveTitle(user, 'Our story');
    expect(await screen.findByRole('alert')).toHaveTextContent(STALE_RECORD.message);

    const theirs = { ...about, title: 'About the bank', version: STALE_RECORD.version };
    vi.mocked(apiClient.get).mockResolvedValue({ data: [theirs] });
    await user.click(screen.getByRole('button', { name: 'Load their change, keep my text beside it' }));
    expect(await screen.findByLabelText('Title')).toHaveValue('About the bank');
    expect(screen.getByText('Our story')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use your text for Title' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    const body = post.mock.calls[1][1] as FormData;
    expect(body.get('title')).toBe('Our story');
    expect(body.get('version')).toBe(STALE_RECORD.version);
  });

  it('opens a change of the About page sent back to its maker, and sends it again as the same change', async () => {
    const returned = changeRequest({
      id: 14,
      status: 'returned',
      resource: 'pages',
      record_id: about.id,
      maker: { id: 1, name: 'Asha Admin', email: 'admin@example.com' },
      approver: { id: 3, name: 'Anil Approver', email: 'approver@example.com' },
      reason: 'Say the year we were founded.',
      values: {
        slug: 'about-us',
        title: 'About us',
        content: 'A bank of the town',
        meta_title: 'About',
        meta_description: '',
      },
    });
    window.history.pushState({}, '', '/AdminPage/EditAbout?change=14');
    vi.spyOn(apiClient, 'get').mockImplementation(async (url) => ({
      data: url === '/admin/changes/14' ? returned : [about],
    }));
    const post = vi
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ data: { ...returned, status: 'pending', revision: 2 } });
    try {
      renderWithData(<AboutEditorScreen />);
      const sentBack = await screen.findByRole('region', { name: 'A change sent back to you' });
      expect(within(sentBack).getByRole('note')).toHaveTextContent('Say the year we were founded.');
      const user = userEvent.setup();
      const content = within(sentBack).getByLabelText('Content');
      expect(content).toHaveValue('A bank of the town');
      await user.type(content, ' since 1921');
      await user.click(within(sentBack).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(CHANGE_MESSAGES.resubmitted));
      expect(alerts).toEqual([]);
      const [url, body] = post.mock.calls[0];
      expect(url).toBe('/admin/changes/14/resubmit');
      expect((body as FormData).get('content')).toBe('A bank of the town since 1921');
      expect((body as FormData).get('slug')).toBe('about-us');
      expect(screen.queryByRole('region', { name: 'A change sent back to you' })).not.toBeInTheDocument();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });
});
