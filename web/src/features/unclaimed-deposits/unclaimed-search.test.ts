import { describe, expect, it } from 'vitest';
import { unclaimedSearchOf } from './unclaimed-search';

describe('the unclaimed search a page address asks for', () => {
  it('is none without q, a problem for too few letters, else the API read of its page', () => {
    expect(unclaimedSearchOf(new URLSearchParams(''))).toEqual({ query: '', problem: null, apiPath: null });
    expect(unclaimedSearchOf(new URLSearchParams('q=ab'))).toMatchObject({
      query: 'ab',
      apiPath: null,
      problem: expect.stringContaining('3 letters'),
    });
    expect(unclaimedSearchOf(new URLSearchParams('q=José&page=2')).apiPath).toBe(
      '/api/unclaimed-deposits?q=Jos%C3%A9&page=2',
    );
    expect(unclaimedSearchOf(new URLSearchParams('q=joshi&page=zero')).apiPath).toBe(
      '/api/unclaimed-deposits?q=joshi&page=1',
    );
  });
});
