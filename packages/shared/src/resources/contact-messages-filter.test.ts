import { describe, expect, it } from 'vitest';
import { enquiryFilterOf, enquiryFilterWords, filterEnquiries } from './contact-messages';

const messages = [
  {
    name: 'Asha Patil',
    email: 'Asha@Example.com',
    phone: '+91-9876543210',
    phone_normal: '+919876543210',
    message: 'Gold LOAN rates?',
    reference: 'ENQ-2026-000041-7KQ4',
    handled: false,
  },
  {
    name: 'Ravi Kulkarni',
    email: 'ravi@example.org',
    phone: '98220 12345',
    phone_normal: '+919822012345',
    message: 'Locker availability',
    reference: null,
    handled: true,
  },
];

const filterMessages = (list: typeof messages, search: string) => filterEnquiries(list, { search, handled: 'all' });

describe('filterEnquiries', () => {
  it('keeps everything for an empty search', () => {
    expect(filterMessages(messages, '')).toEqual(messages);
  });

  it('matches message, name and e-mail whatever the case', () => {
    expect(filterMessages(messages, 'loan')).toEqual([messages[0]]);
    expect(filterMessages(messages, 'KULKARNI')).toEqual([messages[1]]);
    expect(filterMessages(messages, 'asha@example')).toEqual([messages[0]]);
  });

  it('finds an enquiry by its reference, whole or in part, as a visitor reads it out in any case', () => {
    expect(filterMessages(messages, 'ENQ-2026-000041-7KQ4')).toEqual([messages[0]]);
    expect(filterMessages(messages, 'enq-2026-000041')).toEqual([messages[0]]);
    expect(filterMessages(messages, '7kq4')).toEqual([messages[0]]);
  });

  it('finds a phone however it was typed, by its normal form', () => {
    expect(filterMessages(messages, '9822012345')).toEqual([messages[1]]);
    expect(filterMessages(messages, '+91 98220-12345')).toEqual([messages[1]]);
    expect(filterMessages(messages, '९८७६५')).toEqual([messages[0]]);
    // Fewer than four digits are not looked for in the normal form, where '+91' would match every one.
    expect(filterMessages(messages, '(91)')).toEqual([]);
  });

  it('matches phone numbers as plain substrings', () => {
    expect(filterMessages(messages, '98220')).toEqual([messages[1]]);
    expect(filterMessages(messages, '+91-98')).toEqual([messages[0]]);
  });

  it('returns nothing when nothing matches', () => {
    expect(filterMessages(messages, 'mortgage')).toEqual([]);
  });

  it('keeps the handled or the not handled ones, with the search', () => {
    expect(filterEnquiries(messages, { search: '', handled: 'open' })).toEqual([messages[0]]);
    expect(filterEnquiries(messages, { search: 'asha', handled: 'handled' })).toEqual([]);
  });
});

describe('the inbox filter of a query', () => {
  it('takes what it knows and says it in words for the activity log', () => {
    expect(enquiryFilterOf({ search: ' patil ', handled: 'open' })).toEqual({ search: 'patil', handled: 'open' });
    expect(enquiryFilterOf({ search: ['a', 'b'], handled: 'maybe' })).toEqual({ search: '', handled: 'all' });
    expect(enquiryFilterWords({ search: 'patil', handled: 'open' })).toBe('search "patil", not handled');
    expect(enquiryFilterWords({ search: '', handled: 'all' })).toBe('no filter');
  });
});
