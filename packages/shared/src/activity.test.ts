import { describe, expect, it } from 'vitest';
import { activityResourceName, changeValueWords } from './activity';

describe("the log's resources in the staff's words", () => {
  it('names each as the staff do, never by its key', () => {
    expect(activityResourceName('staff-accounts')).toBe('Staff accounts');
    expect(activityResourceName('unclaimed-deposits')).toBe('Unclaimed deposits');
    expect(activityResourceName('contact-messages')).toBe('Enquiries');
    expect(activityResourceName('published-documents')).toBe('Documents');
    expect(activityResourceName('deposits')).toBe('Deposits');
  });
});

describe("a change's values in the staff's words", () => {
  it("reads a complaint's status and category, and a switch, in words; other values as they are", () => {
    expect(changeValueWords('complaints', 'status', 'in_progress')).toBe('In progress');
    expect(changeValueWords('complaints', 'category', 'cards_digital')).toBe('Cards and digital banking');
    expect(changeValueWords('hidden-pages', 'hidden', true)).toBe('Yes');
    expect(changeValueWords('deposits', 'name', 'in_progress')).toBe('in_progress');
    expect(changeValueWords(null, 'status', null)).toBe('—');
  });
});
