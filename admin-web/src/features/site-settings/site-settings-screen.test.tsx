import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHANGE_MESSAGES,
  lengthHint,
  SITE_SETTING_GROUPS,
  SITE_SETTING_NAMES,
  SITE_SETTINGS,
  SITE_SETTINGS_DEFAULTS,
  SITE_TRANSLATED_SETTINGS,
  SITE_VALUE_SETTINGS,
  type SiteSettingDeclaration,
  type SiteSettingName,
  type SiteSettings,
  type StaffRole,
  type ChangeRequest,
} from '@bank/shared';
import { changeRequest } from '../../testing/change-requests';
import { STALE_RECORD } from '../../testing/stale-record';
import { fakeServer, type Answer, type SentRequest } from '../../testing/fake-server';
import { renderWithData } from '../../testing/render-with-data';
import SiteSettingsScreen from './site-settings-screen';

const declared = (name: SiteSettingName): SiteSettingDeclaration => SITE_SETTINGS[name];

/** What the bank saved: a value of its own for every setting, so that each input shows whose value it is. */
const SAVED = Object.fromEntries(
  SITE_SETTING_NAMES.map((name) => {
    const setting = declared(name);
    return [
      name,
      setting.kind === 'count'
        ? setting.min + 1
        : setting.kind === 'switch'
          ? !setting.initial
          : setting.kind === 'picture'
            ? `/uploads/${name}.jpg`
            : `saved ${name}`,
    ];
  }),
) as unknown as SiteSettings;

/** A language with none of the settings' texts saved yet. */
const NO_TRANSLATION = Object.fromEntries(SITE_TRANSLATED_SETTINGS.map((name) => [name, null]));

/** How each kind of setting is typed in: its element and input type. */
const INPUT_OF_KIND: Record<SiteSettingDeclaration['kind'], { tag: string; type?: string }> = {
  text: { tag: 'INPUT', type: 'text' },
  'long-text': { tag: 'TEXTAREA' },
  count: { tag: 'INPUT', type: 'number' },
  address: { tag: 'INPUT', type: 'url' },
  email: { tag: 'INPUT', type: 'email' },
  digits: { tag: 'INPUT', type: 'tel' },
  switch: { tag: 'INPUT', type: 'checkbox' },
  picture: { tag: 'INPUT', type: 'file' },
};

let server: ReturnType<typeof fakeServer>;
/** A change GET /api/admin/changes/:id answers, and what POST …/resubmit answers (a test sets them). */
let changeAnswer: ChangeRequest | undefined;

/** The screen over a server that holds `saved` and answers a save with `onSave` (by default: what was sent, as saved). */
async function renderScreen(
  saved: SiteSettings = SAVED,
  onSave?: (request: SentRequest) => Answer,
  role: StaffRole = 'administrator',
) {
  server = fakeServer((request) => {
    if (request.method === 'GET' && request.path === '/api/admin/site-settings') return { status: 200, data: saved };
    if (changeAnswer && request.path === `/api/admin/changes/${changeAnswer.id}`)
      return { status: 200, data: changeAnswer };
    if (changeAnswer && request.path === `/api/admin/changes/${changeAnswer.id}/resubmit`)
      return { status: 200, data: { ...changeAnswer, status: 'pending', revision: 2 } };
    const translation = /^\/api\/admin\/site-settings\/translations\/(mr|hi)$/.exec(request.path);
    if (translation && request.method === 'GET')
      return { status: 200, data: { ...NO_TRANSLATION, locale: translation[1] } };
    if (translation && request.method === 'PUT')
      return {
        status: 200,
        data: {
          ...NO_TRANSLATION,
          locale: translation[1],
          ...(request.body.kind === 'json' ? request.body.values : {}),
          hero_text: null,
        },
      };
    if (request.method === 'PUT' && request.path === '/api/admin/site-settings')
      return onSave
        ? onSave(request)
        : { status: 200, data: { ...saved, ...(request.body.kind === 'json' ? request.body.values : {}) } };
    return { status: 404 };
  });
  renderWithData(<SiteSettingsScreen />, { role });
  await screen.findByRole('group', { name: SITE_SETTING_GROUPS[declared('hero_title').group] });
}

const groupOf = (name: SiteSettingName) =>
  screen.getByRole('group', { name: SITE_SETTING_GROUPS[declared(name).group] });
const inputOf = (name: SiteSettingName) =>
  within(groupOf(name)).getByLabelText(declared(name).label) as HTMLInputElement;
const saves = () => server.sent.filter((request) => request.method === 'PUT');

afterEach(() => {
  server.close();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('SiteSettingsScreen', () => {
  it('shows every declared setting in its group, in order, with its saved value, its kind of input and its hint', async () => {
    await renderScreen();
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual(
      Object.values(SITE_SETTING_GROUPS),
    );
    for (const group of Object.keys(SITE_SETTING_GROUPS)) {
      const names = SITE_SETTING_NAMES.filter((name) => declared(name).group === group);
      const labels = [...groupOf(names[0]).querySelectorAll('label')].map((label) => label.textContent);
      expect(labels).toEqual(names.map((name) => declared(name).label));
    }
    for (const name of SITE_SETTING_NAMES) {
      const setting = declared(name);
      const input = inputOf(name);
      const expected =
        setting.kind === 'address' && setting.sitePath ? { tag: 'INPUT', type: 'text' } : INPUT_OF_KIND[setting.kind];
      expect({ name, tag: input.tagName, type: input.getAttribute('type') ?? undefined }).toEqual({
        name,
        ...expected,
      });
      if (setting.kind === 'switch') expect({ name, checked: input.checked }).toEqual({ name, checked: SAVED[name] });
      else if (setting.kind !== 'picture')
        expect(input).toHaveValue(input.type === 'number' ? (SAVED[name] as number) : String(SAVED[name]));
      if (setting.hint) expect(input).toHaveAccessibleDescription(expect.stringContaining(setting.hint));
      if (setting.kind === 'text' || setting.kind === 'long-text')
        expect(input).toHaveAccessibleDescription(expect.stringContaining(lengthHint(setting.max)));
      if (setting.kind === 'count')
        expect([input.min, input.max, input.step]).toEqual([String(setting.min), String(setting.max), '1']);
      if (setting.kind === 'picture') {
        expect(input.accept).toBe('image/jpeg,image/png,image/gif,image/webp');
        expect(
          within(groupOf(name)).getByRole('img', { name: `Current ${setting.label.toLowerCase()}` }),
        ).toHaveAttribute('src', SAVED[name]);
      }
    }
  });

  it('shows an Auditor every setting as saved, nothing to change and no Save', async () => {
    await renderScreen(SAVED, undefined, 'auditor');
    expect(inputOf('hero_title')).toHaveValue(String(SAVED.hero_title));
    for (const group of screen.getAllByRole('group')) expect(group).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
  });

  it("says the site's own drawing is shown while no picture is saved", async () => {
    await renderScreen(SITE_SETTINGS_DEFAULTS);
    expect(within(groupOf('hero_picture')).getByText("The site's own drawing")).toBeInTheDocument();
    expect(
      within(groupOf('hero_picture')).queryByRole('button', { name: "Use the site's own drawing" }),
    ).not.toBeInTheDocument();
    expect(inputOf('hero_title')).toHaveValue('Personalized Banking Services Just for You');
  });

  it('keeps what is typed and not saved for the next time the screen opens, where it is put back; a save forgets it', async () => {
    await renderScreen(SITE_SETTINGS_DEFAULTS);
    const user = userEvent.setup();
    await user.clear(inputOf('hero_title'));
    await user.type(inputOf('hero_title'), 'Banking that knows your name');
    cleanup();
    server.close();

    await renderScreen(SITE_SETTINGS_DEFAULTS);
    expect(inputOf('hero_title')).toHaveValue(SITE_SETTINGS_DEFAULTS.hero_title);
    const offer = screen.getByRole('region', { name: 'Unsaved text' });
    await user.click(within(offer).getByRole('button', { name: 'Put it back' }));
    expect(inputOf('hero_title')).toHaveValue('Banking that knows your name');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Settings saved. The public pages show them at once.');
    cleanup();
    server.close();

    await renderScreen(SITE_SETTINGS_DEFAULTS);
    expect(screen.queryByRole('region', { name: 'Unsaved text' })).not.toBeInTheDocument();
  });

  it('sends every value setting as JSON, figures as numbers, and shows what was saved without reading it again', async () => {
    await renderScreen(SITE_SETTINGS_DEFAULTS);
    const user = userEvent.setup();
    await user.clear(inputOf('hero_title'));
    await user.type(inputOf('hero_title'), 'Banking that knows your name');
    await user.clear(inputOf('years_of_experience'));
    await user.type(inputOf('years_of_experience'), '105');
    await user.clear(inputOf('facebook_url'));
    await user.type(inputOf('internet_banking_url'), 'https://netbanking.vishwasbank.in/');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved. The public pages show them at once.')).toHaveAttribute(
      'role',
      'status',
    );
    const [save] = saves();
    expect(save.body.kind === 'json' && save.body.fields.sort()).toEqual([...SITE_VALUE_SETTINGS].sort());
    expect(save.body).toMatchObject({
      values: {
        hero_title: 'Banking that knows your name',
        years_of_experience: 105,
        employees: 10,
        facebook_url: '',
        internet_banking_url: 'https://netbanking.vishwasbank.in/',
      },
    });
    expect(inputOf('hero_title')).toHaveValue('Banking that knows your name');
    // The settings were read once; the changes waiting for approval are read beside them.
    expect(
      server.sent.filter((request) => request.method === 'GET' && request.path === '/api/admin/site-settings'),
    ).toHaveLength(1);
  });

  it('sends Devanagari digits turned on as true, the other settings as they were', async () => {
    await renderScreen(SITE_SETTINGS_DEFAULTS);
    const user = userEvent.setup();
    expect(inputOf('devanagari_digits')).not.toBeChecked();
    expect(inputOf('devanagari_digits')).toHaveAccessibleDescription(
      expect.stringContaining('as Indian banks print them'),
    );
    await user.click(inputOf('devanagari_digits'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await screen.findByText('Settings saved. The public pages show them at once.');
    expect(saves()[0].body).toMatchObject({
      kind: 'json',
      values: { devanagari_digits: true, years_of_experience: 100, hero_title: SITE_SETTINGS_DEFAULTS.hero_title },
    });
    expect(inputOf('devanagari_digits')).toBeChecked();
  });

  it("says 'Sent for approval' when the save is kept as a change request (202), and keeps what was typed", async () => {
    await renderScreen(SITE_SETTINGS_DEFAULTS, () => ({
      status: 202,
      data: { change_request_id: 21, message: CHANGE_MESSAGES.sentForApproval },
    }));
    const user = userEvent.setup();
    await user.clear(inputOf('hero_title'));
    await user.type(inputOf('hero_title'), 'Banking that knows your name');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(CHANGE_MESSAGES.sentForApproval)).toHaveAttribute('role', 'status');
    expect(screen.queryByText('Settings saved. The public pages show them at once.')).not.toBeInTheDocument();
    expect(inputOf('hero_title')).toHaveValue('Banking that knows your name');
  });

  it('sends a chosen picture as multipart with every value as text, then shows the saved picture', async () => {
    await renderScreen(SITE_SETTINGS_DEFAULTS, () => ({
      status: 200,
      data: { ...SITE_SETTINGS_DEFAULTS, hero_picture: '/uploads/hero_new.png' },
    }));
    const user = userEvent.setup();
    const picture = new File(['png bytes'], 'hero.png', { type: 'image/png' });
    await user.upload(inputOf('hero_picture'), picture);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await screen.findByText('Settings saved. The public pages show them at once.');
    const [save] = saves();
    expect(save.body.kind === 'multipart' && save.body.fields.sort()).toEqual(
      [...SITE_VALUE_SETTINGS, 'hero_picture'].sort(),
    );
    expect(save.body.kind === 'multipart' && save.body.values).toMatchObject({
      hero_picture: picture,
      years_of_experience: '100',
      hero_title: 'Personalized Banking Services Just for You',
    });
    expect(within(groupOf('hero_picture')).getByRole('img', { name: 'Current picture' })).toHaveAttribute(
      'src',
      '/uploads/hero_new.png',
    );
    expect((inputOf('hero_picture') as HTMLInputElement).files).toHaveLength(0);
  });

  it("puts the site's own drawing back with 'Use the site's own drawing', sent as no picture", async () => {
    await renderScreen({ ...SITE_SETTINGS_DEFAULTS, hero_picture: '/uploads/hero.jpg' });
    const user = userEvent.setup();
    await user.click(within(groupOf('hero_picture')).getByRole('button', { name: "Use the site's own drawing" }));
    expect(
      within(groupOf('hero_picture')).getByText("The site's own drawing, once the settings are saved"),
    ).toBeInTheDocument();
    await user.click(within(groupOf('hero_picture')).getByRole('button', { name: 'Keep the current picture' }));
    expect(within(groupOf('hero_picture')).getByRole('img', { name: 'Current picture' })).toBeInTheDocument();
    await user.click(within(groupOf('hero_picture')).getByRole('button', { name: "Use the site's own drawing" }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await screen.findByText('Settings saved. The public pages show them at once.');
    expect(saves()[0].body).toMatchObject({ kind: 'json', values: { hero_picture: null } });
    expect(within(groupOf('hero_picture')).getByText("The site's own drawing")).toBeInTheDocument();
  });

  it("shows the server's refusals beside their fields, and its message as the outcome", async () => {
    await renderScreen(SITE_SETTINGS_DEFAULTS, () => ({
      status: 400,
      data: {
        message: 'Some settings were not saved',
        errors: {
          whatsapp_number: 'Give 11 to 15 digits, the country code first',
          hero_picture: 'The picture is larger than 5 MB',
        },
      },
    }));
    const user = userEvent.setup();
    await user.upload(inputOf('hero_picture'), new File(['big'], 'big.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Some settings were not saved')).toHaveAttribute('role', 'status');
    expect(inputOf('whatsapp_number')).toHaveAccessibleDescription(
      expect.stringContaining('Give 11 to 15 digits, the country code first'),
    );
    expect(inputOf('whatsapp_number')).toHaveAttribute('aria-invalid', 'true');
    expect(inputOf('hero_picture')).toHaveAccessibleDescription(
      expect.stringContaining('The picture is larger than 5 MB'),
    );
    await waitFor(() => expect(inputOf('whatsapp_number')).toHaveFocus());
  });

  it("refuses a bad value before sending, with the shared rule's message beside it", async () => {
    await renderScreen(SITE_SETTINGS_DEFAULTS);
    const user = userEvent.setup();
    await user.clear(inputOf('facebook_url'));
    await user.type(inputOf('facebook_url'), 'https://www.facebook.com/');
    await user.clear(inputOf('employees'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(
      await within(groupOf('facebook_url')).findByText(
        "Give the address of the bank's own page on facebook.com, not the site's home page",
      ),
    ).toBeInTheDocument();
    expect(inputOf('facebook_url')).toHaveAttribute('aria-invalid', 'true');
    expect(within(groupOf('employees')).getByText('Experienced employees must be a whole number')).toBeInTheDocument();
    expect(screen.getByText('Nothing was saved: correct the settings marked.')).toHaveAttribute('role', 'status');
    expect(saves()).toEqual([]);
  });

  it('says so when the settings cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server = fakeServer(() => ({ status: 500 }));
    renderWithData(<SiteSettingsScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The settings could not be loaded.');
  });

  it("writes the texts visitors read in Marathi under the मराठी tab, each with its English under it, copied on 'Copy from English'", async () => {
    await renderScreen();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'मराठी' }));
    const panel = await screen.findByRole('tabpanel', { name: 'मराठी' });
    await within(panel).findByText('Not yet translated');
    const labels = [...panel.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels).toEqual(SITE_TRANSLATED_SETTINGS.map((name) => declared(name).label));
    const input = (name: SiteSettingName) => within(panel).getByLabelText(declared(name).label) as HTMLInputElement;
    for (const name of SITE_TRANSLATED_SETTINGS) {
      expect(input(name)).toHaveValue('');
      expect(input(name)).toHaveAttribute('lang', 'mr');
      expect(input(name)).toHaveAccessibleDescription(`English: ${String(SAVED[name])}`);
    }
    expect(input('hero_text').tagName).toBe('TEXTAREA');
    // The figures, links and pictures are one for every language: not in this tab.
    expect(within(panel).queryByLabelText(declared('employees').label)).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Delete translation' })).not.toBeInTheDocument();

    await user.type(input('hero_title'), 'सभासदांची आपली बँक');
    await user.click(within(panel).getByRole('button', { name: 'Copy from English' }));
    expect(input('hero_title')).toHaveValue('सभासदांची आपली बँक');
    expect(input('holidays')).toHaveValue(String(SAVED.holidays));
    await user.clear(input('hero_text'));
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toMatchObject({
      path: '/api/admin/site-settings/translations/mr',
      body: {
        kind: 'json',
        values: { hero_title: 'सभासदांची आपली बँक', hero_text: '', holidays: String(SAVED.holidays) },
      },
    });
    // What was saved shows: an emptied text stays empty, to show the English on the site.
    await waitFor(() => expect(input('hero_text')).toHaveValue(''));
    expect(input('hero_title')).toHaveValue('सभासदांची आपली बँक');
  });

  it('refuses a Marathi text longer than the English one may be, before sending', async () => {
    await renderScreen();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'हिंदी' }));
    const panel = await screen.findByRole('tabpanel', { name: 'हिंदी' });
    const title = (await within(panel).findByLabelText(declared('hero_title').label)) as HTMLInputElement;
    await user.click(title);
    await user.paste('क'.repeat(121));
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Title must be at most 120 characters')).toBeInTheDocument();
    expect(saves()).toEqual([]);
  });

  it('shows an Auditor no language tabs', async () => {
    await renderScreen(SAVED, undefined, 'auditor');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('opens a change of the settings sent back to its maker with its values, and sends it again with a picture it took away', async () => {
    changeAnswer = changeRequest({
      id: 16,
      status: 'returned',
      resource: 'site-settings',
      record_id: null,
      maker: { id: 1, name: 'Asha Admin', email: 'admin@example.com' },
      approver: { id: 3, name: 'Anil Approver', email: 'approver@example.com' },
      reason: 'Shorter, please.',
      // Sent as a form (multipart), its values came as texts: a switch off is 'false'.
      values: {
        ...SITE_SETTINGS_DEFAULTS,
        hero_title: 'Welcome to the bank of the town',
        hero_picture: null,
        devanagari_digits: 'false',
      },
    });
    window.history.replaceState(null, '', '/AdminPage/SiteSettings?change=16');
    try {
      await renderScreen(SITE_SETTINGS_DEFAULTS);
      const sentBack = await screen.findByRole('region', { name: 'A change sent back to you' });
      expect(within(sentBack).getByRole('note')).toHaveTextContent('Shorter, please.');
      const title = within(sentBack).getByLabelText(declared('hero_title').label);
      expect(title).toHaveValue('Welcome to the bank of the town');
      expect(within(sentBack).getByLabelText(declared('devanagari_digits').label)).not.toBeChecked();
      const u = userEvent.setup();
      await u.clear(title);
      await u.type(title, 'Welcome');
      await u.click(within(sentBack).getByRole('button', { name: 'Save settings' }));
      await waitFor(() => expect(screen.getAllByRole('status')[0]).toHaveTextContent(CHANGE_MESSAGES.resubmitted));
      const resubmit = server.sent.find((request) => request.path === '/api/admin/changes/16/resubmit')!;
      expect(resubmit.body).toMatchObject({
        kind: 'json',
        values: { hero_title: 'Welcome', hero_picture: null, devanagari_digits: false },
      });
      expect(screen.queryByRole('region', { name: 'A change sent back to you' })).not.toBeInTheDocument();
    } finally {
      changeAnswer = undefined;
      window.history.replaceState(null, '', '/');
    }
  });

  it("sends the version it read; refused as stale, loads the other person's settings and keeps the typed one beside it", async () => {
    const held = { ...SITE_SETTINGS_DEFAULTS, version: '2026-11-20T05:00:00.000Z' };
    await renderScreen(held, (request) =>
      saves().length === 1
        ? { status: 409, data: STALE_RECORD }
        : { status: 200, data: { ...held, ...(request.body.kind === 'json' ? request.body.values : {}) } },
    );
    const u = userEvent.setup();
    await u.clear(inputOf('hero_title'));
    await u.type(inputOf('hero_title'), 'Our bank, our town');
    await u.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STALE_RECORD.message);
    expect(saves()[0].body).toMatchObject({ values: { hero_title: 'Our bank, our town', version: held.version } });

    // Meanwhile another Administrator saved a banner of their own.
    Object.assign(held, { hero_title: 'Banking for every member', version: STALE_RECORD.version });
    await u.click(screen.getByRole('button', { name: 'Load their change, keep my text beside it' }));
    await waitFor(() => expect(inputOf('hero_title')).toHaveValue('Banking for every member'));
    expect(within(groupOf('hero_title')).getByText('Our bank, our town')).toBeInTheDocument();
    // Only the setting typed is offered back: the others were as read.
    expect(screen.getAllByRole('button', { name: /^Use your text for / })).toHaveLength(1);
    await u.click(screen.getByRole('button', { name: `Use your text for ${declared('hero_title').label}` }));
    await u.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1].body).toMatchObject({
      values: { hero_title: 'Our bank, our town', version: STALE_RECORD.version },
    });
  });

  it("moves a language's form along with the person's own English save, which the server checked", async () => {
    const held = { ...SITE_SETTINGS_DEFAULTS, version: '2026-11-20T05:00:00.000Z' };
    const saved = '2026-11-21T05:00:00.000Z';
    await renderScreen(held, (request) => ({
      status: 200,
      data: { ...held, ...(request.body.kind === 'json' ? request.body.values : {}), version: saved },
    }));
    const u = userEvent.setup();
    // The Marathi tab opened first, then English saved.
    await u.click(screen.getByRole('tab', { name: 'मराठी' }));
    const marathi = await screen.findByRole('form', { name: 'मराठी translation' });
    await u.click(screen.getByRole('tab', { name: 'English' }));
    await u.clear(inputOf('hero_title'));
    await u.type(inputOf('hero_title'), 'Our bank, our town');
    await u.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Settings saved. The public pages show them at once.');
    expect(saves()[0].body).toMatchObject({ values: { version: held.version } });

    await u.click(screen.getByRole('tab', { name: 'मराठी' }));
    await u.type(within(marathi).getByLabelText(declared('hero_title').label), 'आपली बँक');
    await u.click(within(marathi).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]).toMatchObject({
      path: '/api/admin/site-settings/translations/mr',
      body: { values: { hero_title: 'आपली बँक', version: saved } },
    });
  });
});
