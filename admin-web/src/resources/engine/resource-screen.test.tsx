import { MemoryRouter } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANGE_MESSAGES, type StaffRole } from '@bank/shared';
import { apiClient } from '../../lib/api-client';
import { notify } from '../../lib/toasts';
import { changeRequest } from '../../testing/change-requests';
import { renderWithData } from '../../testing/render-with-data';
import { STALE_RECORD } from '../../testing/stale-record';
import { RESOURCE_DEFINITIONS } from '../index';
import type { ResourceDefinition } from './resource-definition';
import ResourceScreen from './resource-screen';
import { CLERK } from '../../testing/jobs';

const definitionOf = (key: string) => RESOURCE_DEFINITIONS.find((definition) => definition.key === key)!;
const servicesResource = definitionOf('services');
const jobsResource = definitionOf('jobs');
const depositsResource = definitionOf('deposits');
const circularsResource = definitionOf('circulars');

vi.mock('../../lib/toasts', () => ({ notify: vi.fn() }));

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
const text = () => new File(['not a picture'], 'notes.txt', { type: 'text/plain' });

const service = {
  id: 1,
  name: 'Mortgage',
  description: 'Against property',
  image: '/uploads/m.png',
  created_at: 'x',
  updated_at: 'y',
};
const deposit = { id: 1, name: 'Fixed Deposit', details: '1 year', interest_rate: 7.5, image: '/uploads/fd.png' };
const job = CLERK;

let alerts: string[];
let confirmations: string[];
let confirmAnswer: boolean;
let list: unknown;

function renderScreen(definition: ResourceDefinition, records: unknown, role: StaffRole = 'administrator') {
  list = records;
  vi.spyOn(apiClient, 'get').mockImplementation(async () => ({ data: list }));
  return renderWithData(<ResourceScreen definition={definition} />, { role });
}

const user = () => userEvent.setup({ applyAccept: false });

/** Opens the circulars add form and submits 'Gold loan policy' with its PDF. */
async function submitNewCircular(u: ReturnType<typeof user>) {
  await u.click(screen.getByRole('button', { name: 'Add New Circular' }));
  const form = screen.getByRole('form', { name: 'New circular' });
  await u.type(within(form).getByLabelText('Title'), 'Gold loan policy');
  await u.type(within(form).getByLabelText('Content'), 'Revised');
  await u.upload(
    within(form).getByLabelText('Circular (PDF)'),
    new File(['%PDF-1.4'], 'p.pdf', { type: 'application/pdf' }),
  );
  await u.click(within(form).getByRole('button', { name: 'Submit' }));
}

beforeEach(() => {
  alerts = [];
  vi.spyOn(window, 'alert').mockImplementation((message) => void alerts.push(String(message)));
  confirmations = [];
  vi.spyOn(window, 'confirm').mockImplementation((message) => (confirmations.push(String(message)), confirmAnswer));
  confirmAnswer = true;
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ResourceScreen', () => {
  it('shows an Auditor, who may only read content, the records without Add, Edit or Delete', async () => {
    renderScreen(jobsResource, [job], 'auditor');
    expect(await screen.findByText('Junior Clerk')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: jobsResource.addLabel })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('lists the records with columns from their keys, without the timestamps, and Edit/Delete per row', async () => {
    renderScreen(servicesResource, [service]);
    expect(await screen.findByText('Mortgage')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['ID', 'Name', 'Description', 'Image', 'Languages', 'Actions']);
    expect(screen.getByRole('img', { name: 'Mortgage' })).toHaveAttribute('width', '50');
    expect(screen.getByRole('button', { name: 'Edit Mortgage' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Mortgage' })).toBeInTheDocument();
  });

  it('adds a record: multipart to the resource path, the success alert, the returned record appended', async () => {
    renderScreen(servicesResource, [service]);
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({ data: { ...service, id: 2, name: 'Lockers' } });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Add New Service' }));
    const form = screen.getByRole('form', { name: 'New service' });
    await u.type(within(form).getByLabelText('Name'), 'Lockers');
    await u.type(within(form).getByLabelText('Description'), 'Safe lockers');
    await u.upload(within(form).getByLabelText('Image'), png());
    await u.click(within(form).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(alerts).toEqual(['New Service Added']));
    const [url, body] = post.mock.calls[0];
    expect(url).toBe('/admin/services');
    expect((body as FormData).get('name')).toBe('Lockers');
    expect((body as FormData).get('image')).toBeInstanceOf(File);
    expect(await screen.findByRole('button', { name: 'Edit Lockers' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New service' })).not.toBeInTheDocument();
  });

  it("alerts 'Please fill in all fields, including an image.' and sends nothing when a service has no image", async () => {
    renderScreen(servicesResource, []);
    const post = vi.spyOn(apiClient, 'post');
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Add New Service' }));
    const form = screen.getByRole('form', { name: 'New service' });
    await u.type(within(form).getByLabelText('Name'), 'Lockers');
    await u.type(within(form).getByLabelText('Description'), 'Safe lockers');
    await u.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(alerts).toEqual(['Please fill in all fields, including an image.']));
    expect(within(form).getByText('An image is required')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends one request however often Submit is pressed', async () => {
    renderScreen(jobsResource, [job]);
    let finish!: (value: unknown) => void;
    const post = vi.spyOn(apiClient, 'post').mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Add New Job Role' }));
    const form = screen.getByRole('form', { name: 'New job role' });
    for (const [label, value] of [
      ['Title', 'Officer'],
      ['Designation', 'Loan Officer'],
      ['Qualification', 'MBA'],
      ['Description', 'Loans'],
    ]) {
      await u.type(within(form).getByLabelText(label), value);
    }
    const submit = within(form).getByRole('button', { name: 'Submit' });
    await u.dblClick(submit);
    await u.click(submit);
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]).toEqual([
      '/admin/jobs',
      { title: 'Officer', designation: 'Loan Officer', experience: 0, qualification: 'MBA', description: 'Loans' },
    ]);
    finish({ data: { ...job, id: 2, title: 'Officer' } });
    await waitFor(() => expect(alerts).toEqual(['New Job Role Added Successfully']));
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('keeps what was typed when the server refuses the save, and says why', async () => {
    renderScreen(jobsResource, [job]);
    vi.spyOn(apiClient, 'post').mockRejectedValue(
      Object.assign(new Error('400'), {
        isAxiosError: true,
        response: { status: 400, data: { message: 'Validation failed', errors: { title: 'Title is taken' } } },
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Add New Job Role' }));
    const form = screen.getByRole('form', { name: 'New job role' });
    for (const [label, value] of [
      ['Title', 'Officer'],
      ['Designation', 'Loan Officer'],
      ['Qualification', 'MBA'],
      ['Description', 'Loans'],
    ]) {
      await u.type(within(form).getByLabelText(label), value);
    }
    await u.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Validation failed');
    expect(within(form).getByText('Title is taken')).toBeInTheDocument();
    expect(within(form).getByLabelText('Title')).toHaveValue('Officer');
    expect(within(form).getByLabelText('Description')).toHaveValue('Loans');
    expect(alerts).toEqual([]);
  });

  it('updates a record inline: the route and method of the resource, the alert, the record replaced', async () => {
    renderScreen(depositsResource, [deposit]);
    const request = vi
      .spyOn(apiClient, 'request')
      .mockResolvedValue({ data: { ...deposit, name: 'Fixed Deposit Plus' } });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Edit Fixed Deposit' }));
    const form = screen.getByRole('form', { name: 'Edit deposit' });
    expect(within(form).getByLabelText('Interest Rate (%)')).toHaveValue(7.5);
    await u.clear(within(form).getByLabelText('Name'));
    await u.type(within(form).getByLabelText('Name'), 'Fixed Deposit Plus');
    await u.click(within(form).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(alerts).toEqual(['Deposit Updated Successfully']));
    const config = request.mock.calls[0][0];
    expect(config).toMatchObject({ method: 'post', url: '/admin/deposits/1' });
    expect((config.data as FormData).get('name')).toBe('Fixed Deposit Plus');
    expect((config.data as FormData).get('image')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Edit Fixed Deposit Plus' })).toBeInTheDocument();
  });

  it('saves a card without a rate: an account that pays none leaves the rate empty', async () => {
    renderScreen(depositsResource, [deposit]);
    const request = vi
      .spyOn(apiClient, 'request')
      .mockResolvedValue({ data: { ...deposit, name: 'Current Account', interest_rate: null } });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Edit Fixed Deposit' }));
    const form = screen.getByRole('form', { name: 'Edit deposit' });
    await u.clear(within(form).getByLabelText('Name'));
    await u.type(within(form).getByLabelText('Name'), 'Current Account');
    await u.clear(within(form).getByRole('spinbutton', { name: 'Interest Rate (%)' }));
    await u.click(within(form).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(alerts).toEqual(['Deposit Updated Successfully']));
    expect((request.mock.calls[0][0].data as FormData).get('interest_rate')).toBe('');
  });

  it("warns, as the editor types, that a loan card's details state rates, and still saves them", async () => {
    const loan = {
      id: 4,
      name: 'Gold Loan',
      details: 'Quick loans against gold ornaments.',
      interest_rate: 8,
      image: '/uploads/gold.png',
    };
    renderScreen(definitionOf('loans'), [loan]);
    const request = vi
      .spyOn(apiClient, 'request')
      .mockResolvedValue({ data: { ...loan, details: 'At interest from 4 to 8 per cent.' } });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Edit Gold Loan' }));
    const form = screen.getByRole('form', { name: 'Edit loan' });
    const details = within(form).getByLabelText('Details');
    expect(details).not.toHaveAccessibleDescription(expect.stringContaining('This text states'));

    await u.clear(details);
    await u.type(details, 'At interest from 4 to 8 per cent.');
    const warning =
      'This text states 4 % and 8 %. Members see rates from the rate schedule (Interest Rates), which is the one source: state rates there.';
    expect(within(form).getByText(warning)).toHaveAttribute('role', 'status');
    expect(details).toHaveAccessibleDescription(warning);

    await u.click(within(form).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(alerts).toEqual(['Loan Updated Successfully']));
    expect((request.mock.calls[0][0].data as FormData).get('details')).toBe('At interest from 4 to 8 per cent.');
  });

  it("does not warn of a share or a margin in a card's details", async () => {
    renderScreen(depositsResource, [deposit]);
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Edit Fixed Deposit' }));
    const details = within(screen.getByRole('form', { name: 'Edit deposit' })).getByLabelText('Details');
    await u.clear(details);
    await u.type(details, 'Loans up to 90 per cent of the deposit, at 1 per cent above its rate.');
    expect(screen.queryByText(/This text states/)).not.toBeInTheDocument();
  });

  it("shows a card's rate read-only while it is linked to the rate schedule, with the way to change it", async () => {
    list = [{ ...deposit, rate_product: 'Fixed Deposit' }];
    vi.spyOn(apiClient, 'get').mockImplementation(async () => ({ data: list }));
    renderWithData(
      <MemoryRouter>
        <ResourceScreen definition={depositsResource} />
      </MemoryRouter>,
    );
    await user().click(await screen.findByRole('button', { name: 'Edit Fixed Deposit' }));
    const form = screen.getByRole('form', { name: 'Edit deposit' });
    // Text, not a field that looks editable: the rate, why it is set elsewhere and the link there.
    expect(within(form).queryByRole('spinbutton', { name: 'Interest Rate (%)' })).toBeNull();
    const rate = within(form).getByRole('group', { name: 'Interest Rate (%)' });
    expect(rate).toHaveTextContent('7.5');
    expect(rate).toHaveAccessibleDescription(/rate schedule in force/);
    expect(within(rate).getByRole('link', { name: 'Set in the rate schedule' })).toHaveAttribute(
      'href',
      '/AdminPage/InterestRates',
    );
    expect(within(form).getByLabelText('Rate schedule product')).toHaveValue('Fixed Deposit');

    const request = vi
      .spyOn(apiClient, 'request')
      .mockResolvedValue({ data: { ...deposit, rate_product: 'Fixed Deposit' } });
    await user().click(within(form).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect((request.mock.calls[0][0].data as FormData).get('interest_rate')).toBe('7.5');
  });

  describe("a card's rate schedule product", () => {
    const schedule = (status: string, deposits: string[]) => ({
      id: status === 'in_force' ? 1 : 2,
      status,
      effective_from: '2026-01-01',
      // Fixed Deposit has senior rates: a card may show them.
      deposits: deposits.map((product) => ({
        product,
        general_rate: 7,
        senior_rate: /fixed/i.test(product) ? 7.5 : null,
      })),
      loans: [{ scheme: 'Housing Loan', rate_from: 8.75 }],
    });
    const schedules = [
      schedule('upcoming', ['Fixed Deposit', 'Tax Saver Deposit']),
      schedule('in_force', ['Savings Account', 'Fixed Deposit', 'fixed deposit']),
    ];

    function renderDeposits(records: unknown[]) {
      list = records;
      vi.spyOn(apiClient, 'get').mockImplementation(async (url) => ({
        data: String(url).includes('rate-schedules') ? schedules : list,
      }));
      renderWithData(
        <MemoryRouter>
          <ResourceScreen definition={depositsResource} />
        </MemoryRouter>,
      );
    }

    it('is chosen among the deposit products of the schedule in force, or None', async () => {
      renderDeposits([deposit]);
      const post = vi
        .spyOn(apiClient, 'post')
        .mockResolvedValue({ data: { ...deposit, id: 2, name: 'Savings', rate_product: 'Savings Account' } });
      const u = user();
      await u.click(await screen.findByRole('button', { name: 'Add New Deposit' }));
      const form = screen.getByRole('form', { name: 'New deposit' });
      const select = within(form).getByRole('combobox', { name: 'Rate schedule product' });
      await waitFor(() =>
        expect(
          within(select)
            .getAllByRole('option')
            .map((option) => option.textContent),
        ).toEqual(['None', 'Savings Account', 'Fixed Deposit', 'Fixed Deposit (senior citizen rates)']),
      );
      expect(select).toHaveValue('');
      await u.selectOptions(select, 'Savings Account');
      await u.type(within(form).getByLabelText('Name'), 'Savings');
      await u.type(within(form).getByLabelText('Details'), 'Everyday account');
      await u.type(within(form).getByLabelText('Interest Rate (%)'), '2.5');
      await u.upload(within(form).getByLabelText('Image'), png());
      await u.click(within(form).getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
      expect((post.mock.calls[0][1] as FormData).get('rate_product')).toBe('Savings Account');
    });

    it('stays chosen when the products come in after the form opened', async () => {
      let answer!: (schedules: unknown) => void;
      const late = new Promise((resolve) => (answer = resolve));
      list = [{ ...deposit, rate_product: 'Fixed Deposit' }];
      vi.spyOn(apiClient, 'get').mockImplementation(async (url) => ({
        data: String(url).includes('rate-schedules') ? await late : list,
      }));
      renderWithData(
        <MemoryRouter>
          <ResourceScreen definition={depositsResource} />
        </MemoryRouter>,
      );
      await user().click(await screen.findByRole('button', { name: 'Edit Fixed Deposit' }));
      const select = within(screen.getByRole('form', { name: 'Edit deposit' })).getByRole('combobox', {
        name: 'Rate schedule product',
      });
      expect(select).toHaveValue('Fixed Deposit');
      answer(schedules);
      await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(4));
      expect(select).toHaveValue('Fixed Deposit');
    });

    it('stays as stored, with a note, when the schedule in force no longer lists it, and is sent back unchanged', async () => {
      renderDeposits([{ ...deposit, rate_product: 'Tax Saver Deposit' }]);
      const request = vi
        .spyOn(apiClient, 'request')
        .mockResolvedValue({ data: { ...deposit, rate_product: 'Tax Saver Deposit', details: '2 years' } });
      const u = user();
      await u.click(await screen.findByRole('button', { name: 'Edit Fixed Deposit' }));
      const form = screen.getByRole('form', { name: 'Edit deposit' });
      const select = within(form).getByRole('combobox', { name: 'Rate schedule product' });
      expect(select).toHaveValue('Tax Saver Deposit');
      await waitFor(() =>
        expect(select).toHaveAccessibleDescription(
          /'Tax Saver Deposit' is not a product of the rate schedule in force/,
        ),
      );
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'None',
        'Savings Account',
        'Fixed Deposit',
        'Fixed Deposit (senior citizen rates)',
        'Tax Saver Deposit (not in the schedule in force)',
      ]);
      expect(select).toHaveValue('Tax Saver Deposit');
      await u.clear(within(form).getByLabelText('Details'));
      await u.type(within(form).getByLabelText('Details'), '2 years');
      await u.click(within(form).getByRole('button', { name: 'Update' }));
      await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
      expect((request.mock.calls[0][0].data as FormData).get('rate_product')).toBe('Tax Saver Deposit');
    });
  });

  it('ignores a negative interest rate typed in the edit form: the field keeps the rate it had', async () => {
    renderScreen(depositsResource, [deposit]);
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Edit Fixed Deposit' }));
    const rate = within(screen.getByRole('form', { name: 'Edit deposit' })).getByLabelText('Interest Rate (%)');
    expect(rate).toHaveValue(7.5);
    await u.tripleClick(rate);
    await u.keyboard('-5');
    expect(rate).toHaveValue(7.5);

    await u.clear(rate);
    await u.type(rate, '6.25');
    await u.clear(rate);
    await u.type(rate, '-1');
    expect(rate).toHaveValue(6.25);
  });

  it("alerts 'Interest rate cannot be negative.' when a new deposit has a negative rate", async () => {
    renderScreen(depositsResource, []);
    const post = vi.spyOn(apiClient, 'post');
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Add New Deposit' }));
    const form = screen.getByRole('form', { name: 'New deposit' });
    await u.type(within(form).getByLabelText('Name'), 'RD');
    await u.type(within(form).getByLabelText('Details'), 'Monthly');
    await u.type(within(form).getByLabelText('Interest Rate (%)'), '-1');
    await u.upload(within(form).getByLabelText('Image'), png());
    await u.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(alerts).toEqual(['Interest rate cannot be negative.']));
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses a replacement image that is not an image, with its native alert', async () => {
    renderScreen(depositsResource, [deposit]);
    const request = vi.spyOn(apiClient, 'request');
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Edit Fixed Deposit' }));
    const form = screen.getByRole('form', { name: 'Edit deposit' });
    await u.upload(within(form).getByLabelText('Image'), text());
    await u.click(within(form).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(alerts).toEqual(['Please upload a valid image file (jpg, jpeg, png, gif)']));
    expect(request).not.toHaveBeenCalled();
  });

  it("sends the record's version back; refused because another changed it since, reloads with the typed text beside theirs", async () => {
    const opened = { ...job, version: '2026-11-30T09:00:00.000Z' };
    const theirs = { ...job, description: 'Desk and counter work', version: '2026-11-30T09:05:00.000Z' };
    renderScreen(jobsResource, [opened]);
    const message =
      'Demo Approver changed this record on 30 Nov 2026, 2:35 pm, after you opened it. Nothing was saved: reload it to see their change beside your text.';
    const request = vi.spyOn(apiClient, 'request').mockRejectedValueOnce(
      Object.assign(new Error('409'), {
        isAxiosError: true,
        response: {
          status: 409,
          data: { message, changed_by: 'Demo Approver', changed_at: theirs.version, version: theirs.version },
        },
      }),
    );
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Edit Clerk' }));
    const form = screen.getByRole('form', { name: 'Edit job role' });
    await u.clear(within(form).getByLabelText('Description'));
    await u.type(within(form).getByLabelText('Description'), 'Cash counter');
    await u.click(within(form).getByRole('button', { name: 'Update' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(request.mock.calls[0][0].data).toMatchObject({ description: 'Cash counter', version: opened.version });
    expect(alerts).toEqual([]);

    // Read again: their text in the field, the typed one beside it, to take back.
    list = [theirs];
    await u.click(within(form).getByRole('button', { name: 'Load their change, keep my text beside it' }));
    await waitFor(() => expect(within(form).getByLabelText('Description')).toHaveValue('Desk and counter work'));
    expect(within(form).getByText('Cash counter')).toBeInTheDocument();
    await u.click(within(form).getByRole('button', { name: 'Use your text for Description' }));
    expect(within(form).getByLabelText('Description')).toHaveValue('Cash counter');
    request.mockResolvedValueOnce({
      data: { ...theirs, description: 'Cash counter', version: '2026-11-30T09:06:00.000Z' },
    });
    await u.click(within(form).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(alerts).toEqual(['Job Role Updated Successfully']));
    expect(request.mock.calls[1][0].data).toMatchObject({ description: 'Cash counter', version: theirs.version });
  });

  it('links to the change already waiting for the record when the server refuses a second one', async () => {
    list = [job];
    vi.spyOn(apiClient, 'get').mockImplementation(async () => ({ data: list }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const message = "Demo Editor's change to this, made on 30 Nov 2026, 2:05 pm, is waiting for approval.";
    vi.spyOn(apiClient, 'request').mockRejectedValue(
      Object.assign(new Error('409'), {
        isAxiosError: true,
        response: { status: 409, data: { message, change_request_id: 7, link: '/AdminPage/Approvals?change=7' } },
      }),
    );
    renderWithData(
      <MemoryRouter>
        <ResourceScreen definition={jobsResource} />
      </MemoryRouter>,
    );
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Edit Clerk' }));
    const form = screen.getByRole('form', { name: 'Edit job role' });
    await u.click(within(form).getByRole('button', { name: 'Update' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(`Not saved: ${message}`);
    expect(within(form).getByRole('link', { name: 'Open the change waiting' })).toHaveAttribute(
      'href',
      '/AdminPage/Approvals?change=7',
    );
  });

  it('opens a change sent back to its maker with its values and the reason, and sends it again to its own address', async () => {
    const returned = changeRequest({
      id: 5,
      status: 'returned',
      maker: { id: 1, name: 'Asha Admin', email: 'admin@example.com' },
      approver: { id: 3, name: 'Anil Approver', email: 'approver@example.com' },
      decided_at: '2026-11-24T06:00:00.000Z',
      reason: 'Say which branch.',
      values: { ...job, description: 'Desk work at a branch' },
    });
    window.history.pushState({}, '', '/AdminPage/CareerPage?change=5');
    list = [job];
    vi.spyOn(apiClient, 'get').mockImplementation(async (url) => ({
      data: url === '/admin/changes/5' ? returned : list,
    }));
    const post = vi
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ data: { ...returned, status: 'pending', revision: 2 } });
    renderWithData(<ResourceScreen definition={jobsResource} />);
    const sentBack = await screen.findByRole('region', { name: 'A change sent back to you' });
    expect(within(sentBack).getByRole('note')).toHaveTextContent('Sent back by Anil Approver');
    expect(within(sentBack).getByRole('note')).toHaveTextContent('Say which branch.');
    const form = within(sentBack).getByRole('form', { name: 'Edit job role' });
    expect(within(form).getByLabelText('Description')).toHaveValue('Desk work at a branch');
    const u = user();
    await u.clear(within(form).getByLabelText('Description'));
    await u.type(within(form).getByLabelText('Description'), 'Desk work at the Pune branch');
    await u.click(within(form).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(CHANGE_MESSAGES.resubmitted));
    expect(alerts).toEqual([]);
    expect(post).toHaveBeenCalledWith(
      '/admin/changes/5/resubmit',
      expect.objectContaining({ description: 'Desk work at the Pune branch', title: 'Clerk' }),
    );
    expect(screen.queryByRole('region', { name: 'A change sent back to you' })).not.toBeInTheDocument();
    window.history.pushState({}, '', '/');
  });

  it("refused as stale when sent again, loads the record with another's change and sends it again from that version", async () => {
    const returned = changeRequest({
      id: 6,
      status: 'returned',
      maker: { id: 1, name: 'Asha Admin', email: 'admin@example.com' },
      approver: { id: 3, name: 'Anil Approver', email: 'approver@example.com' },
      reason: 'Say which branch.',
      values: { ...job, description: 'Desk work at a branch' },
    });
    window.history.pushState({}, '', '/AdminPage/CareerPage?change=6');
    const theirs = { ...job, description: 'Approved meanwhile', version: '2026-11-30T05:00:00.000Z' };
    list = [job];
    vi.spyOn(apiClient, 'get').mockImplementation(async (url) => ({
      data: url === '/admin/changes/6' ? returned : list,
    }));
    const post = vi
      .spyOn(apiClient, 'post')
      .mockRejectedValueOnce(
        Object.assign(new Error('409'), { isAxiosError: true, response: { status: 409, data: STALE_RECORD } }),
      )
      .mockResolvedValue({ data: { ...returned, status: 'pending', revision: 2 } });
    try {
      renderWithData(<ResourceScreen definition={jobsResource} />);
      const sentBack = await screen.findByRole('region', { name: 'A change sent back to you' });
      const form = within(sentBack).getByRole('form', { name: 'Edit job role' });
      const u = user();
      await u.click(within(form).getByRole('button', { name: 'Update' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent(STALE_RECORD.message);
      // Sent as the change was made: the server checks the copy it was made from.
      expect(post.mock.calls[0][1]).not.toHaveProperty('version');

      list = [theirs];
      await u.click(within(form).getByRole('button', { name: 'Load their change, keep my text beside it' }));
      await waitFor(() => expect(within(form).getByLabelText('Description')).toHaveValue('Approved meanwhile'));
      await u.click(within(form).getByRole('button', { name: 'Use your text for Description' }));
      await u.click(within(form).getByRole('button', { name: 'Update' }));
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(CHANGE_MESSAGES.resubmitted));
      expect(post).toHaveBeenLastCalledWith(
        '/admin/changes/6/resubmit',
        expect.objectContaining({ description: 'Desk work at a branch', version: theirs.version }),
      );
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it("shows the server's message as a warning toast when a deposit update fails", async () => {
    renderScreen(depositsResource, [deposit]);
    vi.spyOn(apiClient, 'request').mockRejectedValue(
      Object.assign(new Error('415'), {
        isAxiosError: true,
        response: { status: 415, data: { message: 'Unsupported file type' } },
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Edit Fixed Deposit' }));
    await u.click(within(screen.getByRole('form', { name: 'Edit deposit' })).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('warning', 'Unsupported file type'));
    expect(screen.getByRole('form', { name: 'Edit deposit' })).toBeInTheDocument();
  });

  it('asks before deleting, and deletes nothing when the administrator says no', async () => {
    renderScreen(jobsResource, [job]);
    const remove = vi.spyOn(apiClient, 'delete').mockResolvedValue({ status: 204 });
    confirmAnswer = false;
    await user().click(await screen.findByRole('button', { name: 'Delete Clerk' }));
    expect(confirmations).toEqual(['Delete Clerk?']);
    expect(remove).not.toHaveBeenCalled();
    expect(alerts).toEqual([]);
    expect(screen.getByRole('button', { name: 'Delete Clerk' })).toBeInTheDocument();
  });

  it('deletes a record once confirmed: the resource route, the alert, the row gone', async () => {
    renderScreen(jobsResource, [job, { ...job, id: 2, title: 'Manager' }]);
    const remove = vi.spyOn(apiClient, 'delete').mockResolvedValue({ status: 204 });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Delete Clerk' }));
    expect(confirmations).toEqual(['Delete Clerk?']);
    await waitFor(() => expect(alerts).toEqual(['Job Role Deleted Successfully']));
    expect(remove).toHaveBeenCalledWith('/admin/jobs/1');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Clerk' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Delete Manager' })).toBeInTheDocument();
  });

  it('skips the circulars header record, adds with the slug, and alerts the failure texts', async () => {
    const header = { id: 10, slug: 'circulars', title: 'Circulars header', content: '', pdf: null };
    const circular = { id: 11, slug: 'circulars', title: 'KYC norms', content: 'Update KYC', pdf: '/uploads/kyc.pdf' };
    renderScreen(circularsResource, [header, circular]);
    expect(await screen.findByRole('button', { name: 'Edit KYC norms' })).toBeInTheDocument();
    expect(screen.queryByText('Circulars header')).not.toBeInTheDocument();

    vi.spyOn(console, 'error').mockImplementation(() => {});
    const post = vi.spyOn(apiClient, 'post').mockRejectedValue(new Error('network'));
    const remove = vi.spyOn(apiClient, 'delete').mockRejectedValue(new Error('network'));
    const u = user();
    await submitNewCircular(u);
    await waitFor(() => expect(alerts).toEqual(['Failed to add/update the circular.']));
    expect(post.mock.calls[0][0]).toBe('/admin/circulars');
    expect((post.mock.calls[0][1] as FormData).get('slug')).toBe('circulars');

    await u.click(screen.getByRole('button', { name: 'Delete KYC norms' }));
    await waitFor(() =>
      expect(alerts).toEqual(['Failed to add/update the circular.', 'Failed to delete the circular.']),
    );
    expect(remove).toHaveBeenCalledWith('/admin/circulars/11');
  });

  it.each([
    ['did not load', () => Promise.reject(new Error('offline'))],
    ['came back empty', async () => ({ data: [] })],
    [
      'held only the header record',
      async () => ({ data: [{ id: 10, slug: 'circulars', title: 'Circulars header', content: '', pdf: null }] }),
    ],
  ])('lists a circular added after the list %s', async (_, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(apiClient, 'get').mockImplementation(answer as never);
    renderWithData(<ResourceScreen definition={circularsResource} />);
    expect(await screen.findByText('There are no records to display')).toBeInTheDocument();
    const added = {
      id: 12,
      slug: 'circulars',
      title: 'Gold loan policy',
      content: 'Revised',
      pdf: '/uploads/gold.pdf',
    };
    vi.spyOn(apiClient, 'post').mockResolvedValue({ data: added });
    const u = user();
    await submitNewCircular(u);
    await waitFor(() => expect(alerts).toEqual(['Circular added/updated successfully!']));
    expect(await screen.findByRole('button', { name: 'Edit Gold loan policy' })).toBeInTheDocument();
    expect(screen.queryByText('Circulars header')).not.toBeInTheDocument();
  });

  it('warns, before saving, that a card picture is narrower than its place on the public site', async () => {
    // jsdom decodes no picture: the browser's measure of the chosen file, as Chromium gives it.
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 300, height: 200, close: () => undefined })),
    );
    renderScreen(depositsResource, [deposit]);
    vi.spyOn(apiClient, 'post').mockResolvedValue({ data: { ...deposit, id: 2, name: 'Tax Saver' } });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Add New Deposit' }));
    const form = screen.getByRole('form', { name: 'New deposit' });
    await u.upload(within(form).getByLabelText('Image'), png());
    expect(await within(form).findByText(/^This picture is/)).toHaveTextContent(
      'This picture is 300 × 200 px. A card on the public site shows it up to 583 px wide: choose one at least 583 px wide, or it will look blurred.',
    );
    expect(within(form).getByLabelText('Image')).toHaveAccessibleDescription(
      expect.stringContaining('choose one at least 583 px wide'),
    );
  });

  it("shows 'Loading...' until the list comes, then the records", async () => {
    let answer!: (value: unknown) => void;
    vi.spyOn(apiClient, 'get').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithData(<ResourceScreen definition={jobsResource} />);
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    answer({ data: [job] });
    expect(await screen.findByRole('button', { name: 'Edit Clerk' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('ends loading on a failed list, shows the empty table and does not ask again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      const get = vi.spyOn(apiClient, 'get').mockRejectedValue(new Error('offline'));
      renderWithData(<ResourceScreen definition={jobsResource} />);
      expect(await screen.findByText('There are no records to display')).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(screen.getByText('There are no records to display')).toBeInTheDocument();
      expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
      expect(get.mock.calls.filter(([url]) => url === jobsResource.endpoints.list)).toHaveLength(1);
      expect(logged).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs an answer that is not a list and shows an empty table', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderScreen(circularsResource, { message: 'odd' });
    expect(await screen.findByText('There are no records to display')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });
});
