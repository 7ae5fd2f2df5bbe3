import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './nesting-depth';

const nested = (levels: number): unknown => (levels === 0 ? 'leaf' : { next: nested(levels - 1) });

describe('nestsDeeperThan', () => {
  it('takes a form-like body and eight levels of objects or arrays', () => {
    expect(nestsDeeperThan({ name: 'Asha', email: 'asha@example.in' }, 8)).toBe(false);
    expect(nestsDeeperThan(nested(8), 8)).toBe(false);
    expect(nestsDeeperThan([[[[[[[['x']]]]]]]], 8)).toBe(false);
  });

  it('finds a ninth level however it is reached', () => {
    expect(nestsDeeperThan(nested(9), 8)).toBe(true);
    expect(nestsDeeperThan({ a: 1, b: [{ c: nested(7) }] }, 8)).toBe(true);
  });

  it('treats scalars as no nesting at all', () => {
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(nestsDeeperThan(null, 0)).toBe(false);
  });
});
