import { describe, expect, it } from 'vitest';
import {
  formatDate,
  indiaToday,
  RATE_PRODUCT_MESSAGES,
  RATE_SCHEDULE_MESSAGES,
  type AdminRateSchedule,
  type RateScheduleInput,
} from '@bank/shared';
import { imageFile } from './support/fixtures';
import { useTestServer } from './support/server';
import { type Json } from './support/api';

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A server-rendered page's HTML without the comments React puts between adjacent texts. */
const pageText = (page: { body: unknown }) => String(page.body).replaceAll('<!-- -->', '');

const fixedDeposit = (general_rate: number, senior_rate: number) => ({
  product: 'Fixed Deposit',
  tenure_from_days: 365,
  tenure_to_days: 729,
  general_rate,
  senior_rate,
  minimum_balance: null,
});

/** A complete, valid schedule starting on `effective_from`. */
const schedule = (effective_from: string, rate = 7.5): RateScheduleInput => ({
  effective_from,
  deposits: [
    {
      product: 'Savings Account',
      tenure_from_days: null,
      tenure_to_days: null,
      general_rate: 2.75,
      senior_rate: null,
      minimum_balance: 1000,
    },
    {
      product: 'Fixed Deposit',
      tenure_from_days: 7,
      tenure_to_days: 364,
      general_rate: 6.5,
      senior_rate: 7,
      minimum_balance: null,
    },
    fixedDeposit(rate, rate + 0.5),
  ],
  loans: [{ scheme: 'Housing Loan', rate_from: 8.75, rate_to: 10.5, processing_fee: '0.50%', note: null }],
  charges: [
    { kind: 'service', name: 'Duplicate passbook', charge: 'Rs 100', reason: null },
    { kind: 'penal', name: 'Cheque returned unpaid', charge: 'Rs 250', reason: 'Insufficient funds' },
  ],
});

/** A schedule's rows as they are written: without ids. */
const rowsOf = ({ deposits, loans, charges }: AdminRateSchedule) => {
  const withoutId = <T extends { id: number }>({ id: _id, ...row }: T) => row;
  return { deposits: deposits.map(withoutId), loans: loans.map(withoutId), charges: charges.map(withoutId) };
};

describe('rates on the demo content', () => {
  const product = useTestServer({ seed: true });

  it('answers the schedule in force, the next announced one and the earlier ones', async () => {
    const today = indiaToday();
    const rates = (await product.api.get('/api/rates')).body;
    expect(rates.effective_from).toBe(addDays(today, -30));
    expect(rates.upcoming.effective_from).toBe(addDays(today, 14));
    expect(Object.keys(rates.deposits[0]).sort()).toEqual([
      'general_rate',
      'id',
      'minimum_balance',
      'product',
      'senior_rate',
      'tenure_from_days',
      'tenure_to_days',
    ]);
    expect(Object.keys(rates.loans[0]).sort()).toEqual([
      'id',
      'note',
      'processing_fee',
      'rate_from',
      'rate_to',
      'scheme',
    ]);
    expect(Object.keys(rates.charges[0]).sort()).toEqual(['charge', 'id', 'kind', 'name', 'reason']);
    expect(rates.charges.map((charge: Json) => charge.kind)).toContain('penal');
    expect(rates.deposits.find((row: Json) => row.product === 'Savings Account')).toMatchObject({
      tenure_from_days: null,
      tenure_to_days: null,
      general_rate: 2.75,
    });

    const history = (await product.api.get('/api/rates/history')).body;
    expect(history.map((entry: Json) => [entry.effective_from, entry.effective_to])).toEqual([
      [addDays(today, -200), addDays(today, -31)],
      [addDays(today, -400), addDays(today, -201)],
    ]);
    const earlier = await product.api.get(`/api/rates/history/${history[1].id}`);
    expect(earlier.body).toMatchObject({
      effective_from: addDays(today, -400),
      effective_to: addDays(today, -201),
      upcoming: null,
    });
    expect(earlier.body.deposits.length).toBeGreaterThan(3);
  });

  it('answers 404 for a schedule that is not past, by the history address', async () => {
    const schedules = (await product.api.get('/api/admin/rate-schedules', await product.api.login())).body;
    for (const { id } of schedules.filter((entry: Json) => entry.status !== 'past'))
      expect((await product.api.get(`/api/rates/history/${id}`)).status).toBe(404);
    expect((await product.api.get('/api/rates/history/999999')).status).toBe(404);
  });

  it('keeps the calculator page of each card the schedule links to, and no other', async () => {
    const cacheOf = async (path: string) => (await fetch(`${product.server.url}${path}`)).headers.get('x-cache');
    const linked = (await product.api.get('/api/deposits')).body.find((card: Json) => card.rate_product);
    const cardAddress = `/Calculators?deposit=${encodeURIComponent(linked.rate_product)}&rate=${linked.interest_rate}`;
    expect([await cacheOf(cardAddress), await cacheOf(cardAddress)]).toEqual(['MISS', 'HIT']);

    // A made-up rate, a product the schedule does not list, a rate alone: rendered each time, never kept.
    for (const madeUp of [
      `/Calculators?deposit=${encodeURIComponent(linked.rate_product)}&rate=7.77`,
      '/Calculators?deposit=Moon%20Deposit',
      '/Calculators?rate=7.77',
    ]) {
      const first = await fetch(`${product.server.url}${madeUp}`);
      expect(first.status, madeUp).toBe(200);
      expect([first.headers.get('x-cache'), await cacheOf(madeUp)], madeUp).toEqual([null, null]);
    }
  });

  it("shows each linked card's headline rate and range from the schedule in force", async () => {
    const deposits = (await product.api.get('/api/deposits')).body;
    const card = (name: string) => deposits.find((deposit: Json) => deposit.name === name);
    expect(card('Fixed Deposit')).toMatchObject({
      rate_product: 'Fixed Deposit',
      interest_rate: 7.5,
      rate_range: { from: 4, to: 7.5 },
      offers_calculator: true,
    });
    // One product, two columns: the senior card shows the schedule's senior rates of Fixed Deposit.
    expect(card('Senior Citizen Fixed Deposit')).toMatchObject({
      rate_product: 'Fixed Deposit (senior citizen rates)',
      interest_rate: 8,
      rate_range: { from: 4.5, to: 8 },
      offers_calculator: true,
    });
    // Accounts that do not mature offer no maturity calculator.
    expect(card('Savings Account')).toMatchObject({
      rate_product: 'Savings Account',
      interest_rate: 2.75,
      rate_range: { from: 2.75, to: 2.75 },
      offers_calculator: false,
    });
    expect(card('Current Account')).toMatchObject({ interest_rate: null, rate_range: null, offers_calculator: false });
    // The same figures on the Marathi and Hindi reads: the link is not a translated field.
    for (const locale of ['mr', 'hi']) {
      const translated = (await product.api.get(`/api/deposits?locale=${locale}`)).body;
      expect(
        translated.map((deposit: Json) => [
          deposit.id,
          deposit.interest_rate,
          deposit.rate_range,
          deposit.offers_calculator,
        ]),
        locale,
      ).toEqual(
        deposits.map((deposit: Json) => [
          deposit.id,
          deposit.interest_rate,
          deposit.rate_range,
          deposit.offers_calculator,
        ]),
      );
    }
    const loans = (await product.api.get('/api/loans')).body;
    expect(loans.find((loan: Json) => loan.name === 'Housing Loan')).toMatchObject({
      interest_rate: 8.75,
      rate_range: { from: 8.75, to: 10.5 },
      offers_calculator: true,
    });
    expect(loans.find((loan: Json) => loan.name === 'Vehicle Loan')).toMatchObject({ interest_rate: 10.9 });
  });

  it('links a card only to a product of the schedule in force: an unknown one is refused and nothing is stored', async () => {
    const token = await product.api.login();
    const stored = async () => ({
      deposits: await product.server.db.count('deposits'),
      loans: await product.server.db.count('loans'),
      files: await product.server.db.count('files'),
    });
    const before = await stored();
    const card = async (rate_product: string) => ({
      name: 'Senior Citizen Deposit',
      details: 'Half a per cent more.',
      interest_rate: '7',
      rate_product,
      image: await imageFile(),
    });

    for (const [path, typo] of [
      ['deposits', 'Fixed Depost'],
      ['loans', 'Fixed Deposit'],
      ['deposits', 'Housing Loan'],
    ]) {
      const refused = await product.api.form('POST', `/api/admin/${path}`, await card(typo), token);
      expect(refused.status, `${path} ${typo}`).toBe(400);
      expect(refused.body).toEqual({
        message: RATE_PRODUCT_MESSAGES.unknown,
        errors: { rate_product: RATE_PRODUCT_MESSAGES.unknown },
      });
    }
    expect(await stored()).toEqual(before);

    const linked = await product.api.form('POST', '/api/admin/deposits', await card('Fixed Deposit'), token);
    expect(linked.status).toBe(201);
    expect(linked.body).toMatchObject({ rate_product: 'Fixed Deposit', interest_rate: 7.5 });
    const unlinked = await product.api.form(
      'POST',
      '/api/admin/loans',
      { ...(await card('')), name: 'Staff Loan' },
      token,
    );
    expect(unlinked.status).toBe(201);
    expect(unlinked.body).toMatchObject({ rate_product: null, interest_rate: 7 });

    const edited = await product.api.form(
      'POST',
      `/api/admin/deposits/${linked.body.id}`,
      { name: 'Senior Citizen Deposit', details: 'Changed.', interest_rate: '7', rate_product: 'Fixed Depost' },
      token,
    );
    expect(edited.status).toBe(400);
    expect(edited.body.errors).toEqual({ rate_product: RATE_PRODUCT_MESSAGES.unknown });
    expect((await product.api.get('/api/deposits')).body.find((row: Json) => row.id === linked.body.id)).toMatchObject({
      details: 'Half a per cent more.',
      rate_product: 'Fixed Deposit',
    });
  });

  it('keeps a card whose product the schedule in force no longer lists editable, with that product', async () => {
    const token = await product.api.login();
    const panel = await product.api.panelSession();
    const made = await panel.call('POST', '/content-manager/collection-types/api::deposit.deposit', {
      name: 'Tax Saver',
      details: 'Five years.',
      interest_rate: 6.9,
      rate_product: 'Tax Saver Deposit',
    });
    expect(made.status).toBe(201);
    const id = made.body.data.id;

    const kept = await product.api.form(
      'POST',
      `/api/admin/deposits/${id}`,
      {
        name: 'Tax Saver',
        details: 'Five years, lock-in.',
        interest_rate: '6.9',
        rate_product: 'Tax Saver Deposit',
        image: await imageFile(),
      },
      token,
    );
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({
      details: 'Five years, lock-in.',
      rate_product: 'Tax Saver Deposit',
      interest_rate: 6.9,
    });
    const other = await product.api.form(
      'POST',
      `/api/admin/deposits/${id}`,
      { name: 'Tax Saver', details: 'Five years.', interest_rate: '6.9', rate_product: 'Tax Saving Deposit' },
      token,
    );
    expect(other.status).toBe(400);
    expect(other.body.errors).toEqual({ rate_product: RATE_PRODUCT_MESSAGES.unknown });
  });

  it('refuses a schedule with bad rows, naming each row and field, and stores nothing', async () => {
    const token = await product.api.login();
    const before = (await product.api.get('/api/admin/rate-schedules', token)).body.length;
    const bad = schedule(addDays(indiaToday(), 3));
    bad.deposits[1] = { ...bad.deposits[1], general_rate: 20.5 };
    bad.deposits[2] = { ...bad.deposits[2], tenure_from_days: 800, senior_rate: 1 };
    bad.loans[0] = { ...bad.loans[0], rate_from: 9.123 };
    const answer = await product.api.json('POST', '/api/admin/rate-schedules', bad, token);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors)).toEqual(
      expect.arrayContaining([
        'deposits[1].general_rate',
        'deposits[2].tenure_to_days',
        'deposits[2].senior_rate',
        'loans[0].rate_from',
      ]),
    );
    const past = await product.api.json(
      'POST',
      '/api/admin/rate-schedules',
      schedule(addDays(indiaToday(), -1)),
      token,
    );
    expect(past.status).toBe(400);
    expect(past.body.errors).toHaveProperty('effective_from');
    const taken = await product.api.json(
      'POST',
      '/api/admin/rate-schedules',
      schedule(addDays(indiaToday(), 14)),
      token,
    );
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toHaveProperty('effective_from');
    expect((await product.api.get('/api/admin/rate-schedules', token)).body).toHaveLength(before);
  });

  it('edits and deletes an announced schedule; one in force or past answers 409', async () => {
    const token = await product.api.login();
    // Its rates differ from the schedule in force while another is announced: confirmed.
    const created = await product.api.json(
      'POST',
      '/api/admin/rate-schedules',
      { ...schedule(addDays(indiaToday(), 5)), confirm_differences: true },
      token,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'upcoming', effective_from: addDays(indiaToday(), 5) });
    const changed = await product.api.json(
      'PUT',
      `/api/admin/rate-schedules/${created.body.id}`,
      { ...schedule(addDays(indiaToday(), 6), 7.9), confirm_differences: true },
      token,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.deposits.at(-1).general_rate).toBe(7.9);
    expect((await product.api.get('/api/rates')).body.upcoming.effective_from).toBe(addDays(indiaToday(), 6));
    expect((await product.api.del(`/api/admin/rate-schedules/${created.body.id}`, token)).status).toBe(204);

    const schedules = (await product.api.get('/api/admin/rate-schedules', token)).body;
    for (const status of ['in_force', 'past']) {
      const frozen = schedules.find((entry: Json) => entry.status === status);
      const edit = await product.api.json(
        'PUT',
        `/api/admin/rate-schedules/${frozen.id}`,
        schedule(addDays(indiaToday(), 9)),
        token,
      );
      expect(edit.status).toBe(409);
      expect((await product.api.del(`/api/admin/rate-schedules/${frozen.id}`, token)).status).toBe(409);
    }
    expect((await product.api.get('/api/admin/rate-schedules', token)).body).toEqual(schedules);
  });

  it('refuses, with the differences, a schedule that would put back the rates an announced one changes, until confirmed', async () => {
    const token = await product.api.login();
    const schedules: AdminRateSchedule[] = (await product.api.get('/api/admin/rate-schedules', token)).body;
    const inForce = schedules.find((entry) => entry.status === 'in_force')!;
    const announced = schedules.find((entry) => entry.status === 'upcoming')!;
    const later = addDays(announced.effective_from, 16);

    // The rates in force again, after the announced revision: nothing stored without confirmation.
    const undoing = await product.api.json(
      'POST',
      '/api/admin/rate-schedules',
      { effective_from: later, ...rowsOf(inForce) },
      token,
    );
    expect(undoing.status).toBe(409);
    expect(undoing.body).toMatchObject({
      message: RATE_SCHEDULE_MESSAGES.confirmDifferences(formatDate(announced.effective_from)),
      follows: { id: announced.id, effective_from: announced.effective_from },
    });
    expect(undoing.body.differences).toContainEqual({
      table: 'deposits',
      row: 'Fixed Deposit, 365 to 729 days',
      change: 'changed',
      field: 'general_rate',
      before: 7.75,
      after: 7.5,
    });
    expect(undoing.body.differences).toContainEqual({
      table: 'loans',
      row: 'Housing Loan',
      change: 'changed',
      field: 'rate_from',
      before: 9,
      after: 8.75,
    });
    expect((await product.api.get('/api/admin/rate-schedules', token)).body).toHaveLength(schedules.length);

    // The announced rates carried on: nothing to confirm.
    const carried = await product.api.json(
      'POST',
      '/api/admin/rate-schedules',
      { effective_from: later, ...rowsOf(announced) },
      token,
    );
    expect(carried.status).toBe(201);

    // Changed back to the old rates by an edit: refused the same way, then saved once confirmed.
    const edit = { effective_from: later, ...rowsOf(inForce) };
    const refused = await product.api.json('PUT', `/api/admin/rate-schedules/${carried.body.id}`, edit, token);
    expect(refused.status).toBe(409);
    expect(refused.body.follows).toEqual({ id: announced.id, effective_from: announced.effective_from });
    const confirmed = await product.api.json(
      'PUT',
      `/api/admin/rate-schedules/${carried.body.id}`,
      { ...edit, confirm_differences: true },
      token,
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.deposits.find((row: Json) => row.tenure_from_days === 365).general_rate).toBe(7.5);
    expect((await product.api.del(`/api/admin/rate-schedules/${carried.body.id}`, token)).status).toBe(204);
  });

  it("holds the Strapi panel's edits to the same rules", async () => {
    const panel = await product.api.panelSession();
    const listed = await panel.call(
      'GET',
      '/content-manager/collection-types/api::rate-schedule.rate-schedule?sort=effective_from:ASC',
    );
    expect(listed.status).toBe(200);
    expect(listed.body.results).toHaveLength(4);
    const [oldest] = listed.body.results;
    const edit = await panel.call(
      'PUT',
      `/content-manager/collection-types/api::rate-schedule.rate-schedule/${oldest.documentId}`,
      { effective_from: oldest.effective_from, deposits: [], loans: [], charges: [] },
    );
    expect(edit.status).toBe(400);
    expect(edit.body.error.message).toMatch(/in force or past/);
    expect(
      (
        await panel.call(
          'DELETE',
          `/content-manager/collection-types/api::rate-schedule.rate-schedule/${oldest.documentId}`,
        )
      ).status,
    ).toBe(400);
    const bad = await panel.call('POST', '/content-manager/collection-types/api::rate-schedule.rate-schedule', {
      ...schedule(addDays(indiaToday(), 20)),
      loans: [{ scheme: 'Gold Loan', rate_from: 25 }],
    });
    expect(bad.status).toBe(400);
    expect((await product.api.get('/api/rates/history')).body).toHaveLength(2);
    expect(
      (await panel.call('GET', '/content-manager/collection-types/api::rate-schedule.rate-schedule')).body.results,
    ).toHaveLength(4);
  });

  it('keeps the schedule editor to administrators', async () => {
    expect((await product.api.get('/api/admin/rate-schedules')).status).toBe(401);
    expect(
      (await product.api.json('POST', '/api/admin/rate-schedules', schedule(addDays(indiaToday(), 3)))).status,
    ).toBe(401);
  });
});

describe('a schedule dated tomorrow', () => {
  // The run's product without demo content: the card below is the only one.
  const product = useTestServer();

  it('comes into force at 00:00 in India on the moved clock: rates, cards and pages change together', async () => {
    // The server's clock is set a minute before midnight in India, then moved past it; nothing is
    // touched at midnight.
    const today = indiaToday();
    const midnight = Date.parse(`${addDays(today, 1)}T00:00:00+05:30`);
    const { server, api } = product;
    await server.setClock(midnight - 60_000);
    const token = await api.login();
    expect((await api.json('POST', '/api/admin/rate-schedules', schedule(today, 7.5), token)).status).toBe(201);
    const card = await api.form(
      'POST',
      '/api/admin/deposits',
      {
        name: 'Fixed Deposit',
        details: 'Deposits from 7 days to 5 years.',
        interest_rate: '6',
        rate_product: 'Fixed Deposit',
        image: await imageFile(),
      },
      token,
    );
    expect(card.status).toBe(201);
    const tomorrow = addDays(today, 1);
    expect((await api.json('POST', '/api/admin/rate-schedules', schedule(tomorrow, 8.1), token)).status).toBe(201);

    // Before midnight (and cached: each read twice).
    for (const _ of [1, 2]) {
      expect((await api.get('/api/rates')).body).toMatchObject({
        effective_from: today,
        upcoming: { effective_from: tomorrow },
      });
      expect((await api.get('/api/deposits')).body[0].interest_rate).toBe(7.5);
      expect(pageText(await api.call('GET', '/Deposits'))).toContain('Interest Rate: 6.50–7.50%');
      expect(pageText(await api.call('GET', '/'))).toContain('up to 7.50% p.a.');
      expect(pageText(await api.call('GET', '/InterestRates'))).toContain(`Effective from ${formatDate(today)}`);
    }

    // Midnight passes on the server's clock.
    await server.setClock(midnight + 1000);
    expect((await api.get('/api/rates')).body).toMatchObject({ effective_from: tomorrow, upcoming: null });
    expect((await api.get('/api/deposits')).body[0].interest_rate).toBe(8.1);
    expect(pageText(await api.call('GET', '/Deposits'))).toContain('Interest Rate: 6.50–8.10%');
    expect(pageText(await api.call('GET', '/'))).toContain('up to 8.10% p.a.');
    expect(pageText(await api.call('GET', '/InterestRates'))).toContain(`Effective from ${formatDate(tomorrow)}`);
    expect((await api.get('/api/rates/history')).body.map((entry: Json) => entry.effective_to)).toEqual([today]);
    const [inForce] = (await api.get('/api/admin/rate-schedules', token)).body;
    expect(inForce).toMatchObject({ effective_from: tomorrow, status: 'in_force' });
    expect(
      (await api.json('PUT', `/api/admin/rate-schedules/${inForce.id}`, schedule(addDays(tomorrow, 2)), token)).status,
    ).toBe(409);
  });
});
