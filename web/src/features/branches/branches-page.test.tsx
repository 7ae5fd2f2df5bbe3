import { describe, expect, it } from 'vitest';
import { BRANCHES } from '../../testing/branches-fixture';
import { matchesBranch } from './branches-page';

describe('the branch filter', () => {
  it('matches the city, name or IFSC, whatever the case', () => {
    const names = (filter: string) =>
      BRANCHES.filter((branch) => matchesBranch(branch, filter)).map((branch) => branch.name);
    expect(names('pimpri')).toEqual(['Chinchwad Branch']);
    expect(names('vcub0000002')).toEqual(['Main Branch']);
    expect(names('  ')).toHaveLength(BRANCHES.length);
    expect(names('mumbai')).toEqual([]);
  });
});
