import { describe, expect, it } from 'vitest';
import { validateInput } from '../validate';
import { indiaDateTimeInput, instantFromIndia } from '../india-time';
import { newsRule } from './news';

const withUnpublish = (unpublish_at: unknown) => validateInput(newsRule.schema, { ...newsRule.example, unpublish_at });

describe('a news item’s unpublish time', () => {
  it('is optional: absent, empty or null means the item stays on the site', async () => {
    expect(await validateInput(newsRule.schema, newsRule.example)).toMatchObject({ ok: true });
    expect(await withUnpublish('')).toMatchObject({ ok: true, values: { unpublish_at: null } });
    expect(await withUnpublish(null)).toMatchObject({ ok: true, values: { unpublish_at: null } });
  });

  it('takes a date and time in India as the back office’s input sends it, and stores the instant in UTC', async () => {
    expect(await withUnpublish('2026-12-31T18:00')).toMatchObject({
      ok: true,
      values: { unpublish_at: '2026-12-31T12:30:00.000Z' },
    });
    expect(await withUnpublish('2027-01-01T00:15:30')).toMatchObject({
      values: { unpublish_at: '2026-12-31T18:45:30.000Z' },
    });
  });

  it('takes an ISO instant with its zone as that instant', async () => {
    expect(await withUnpublish('2026-12-31T12:30:00Z')).toMatchObject({
      values: { unpublish_at: '2026-12-31T12:30:00.000Z' },
    });
    expect(await withUnpublish('2026-12-31T18:00:00+05:30')).toMatchObject({
      values: { unpublish_at: '2026-12-31T12:30:00.000Z' },
    });
  });

  it('takes a past instant: the item is simply already off the site', async () => {
    expect(await withUnpublish('2001-01-01T10:00')).toMatchObject({ ok: true });
  });

  it.each(['tomorrow', '2026-12-31', '2026-02-30T10:00', '2026-12-31T24:00', '31/12/2026 18:00', '2026-12-31T18:00+5'])(
    'refuses %s with a message naming the field and the form expected',
    async (value) => {
      expect(await withUnpublish(value)).toEqual({
        ok: false,
        errors: { unpublish_at: 'Unpublish at must be a date and time, such as 2026-12-31T18:00 (India time)' },
      });
    },
  );
});

describe('instantFromIndia and indiaDateTimeInput', () => {
  it('are each other’s inverse to the minute', () => {
    const instant = instantFromIndia('2026-03-01T09:05');
    expect(instant).toBe('2026-03-01T03:35:00.000Z');
    expect(indiaDateTimeInput(instant!)).toBe('2026-03-01T09:05');
  });
});
