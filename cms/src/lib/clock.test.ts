import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, bankDateOf, bankToday, startOfBankDay } from './clock';

afterEach(() => vi.useRealTimers());

describe('the bank clock', () => {
  it('reads the calendar day in India, not in the machine zone', () => {
    // 18:29:59 UTC is 23:59:59 in India; a second later it is the next day there.
    expect(bankDateOf(Date.parse('2026-11-23T18:29:59.000Z'))).toBe('2026-11-23');
    expect(bankDateOf(Date.parse('2026-11-23T18:30:00.000Z'))).toBe('2026-11-24');
  });

  it('starts a bank day at 00:00 India time', () => {
    expect(new Date(startOfBankDay('2026-11-24')).toISOString()).toBe('2026-11-23T18:30:00.000Z');
  });

  it('follows fake timers: moving time across midnight changes today', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-23T18:29:58.000Z') });
    expect(bankToday()).toBe('2026-11-23');
    vi.advanceTimersByTime(2000);
    expect(bankToday()).toBe('2026-11-24');
  });

  it('adds calendar days across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
