import { describe, expect, it } from 'vitest';
import { STAFF_ABILITIES, STAFF_ROLES, roleRefusal, type StaffAbility } from './roles';

describe('a refusal for the role, in staff words', () => {
  it('names the role and what it may not do', () => {
    expect(roleRefusal('editor', 'settings.write')).toBe('Editors cannot change the site settings');
    expect(roleRefusal('customer_service', 'content.write')).toBe(
      'Customer service staff cannot add, change, delete, hide and import content, rates and customer protection',
    );
  });

  it('reads as a sentence for every role and ability, with no key in it', () => {
    for (const role of STAFF_ROLES)
      for (const ability of Object.keys(STAFF_ABILITIES) as StaffAbility[]) {
        const words = roleRefusal(role, ability);
        expect(words).toMatch(/^[A-Z][a-z]+( [a-z]+)* cannot [a-z]/);
        expect(words).not.toContain(ability);
        expect(words).not.toContain(role === 'customer_service' ? 'customer_service' : '_');
      }
  });
});
