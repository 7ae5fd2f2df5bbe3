import { describe, expect, it } from 'vitest';
import { activityResourceName } from './activity';

describe("the log's resources in the staff's words", () => {
  it('names each as the staff do, never by its key', () => {
    expect(activityResourceName('staff-accounts')).toBe('Staff accounts');
    expect(activityResourceName('unclaimed-deposits')).toBe('Unclaimed deposits');
    expect(activityResourceName('contact-messages')).toBe('Enquiries');
    expect(activityResourceName('published-documents')).toBe('Documents');
    expect(activityResourceName('deposits')).toBe('Deposits');
  });
});
