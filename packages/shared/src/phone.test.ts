import { describe, expect, it } from 'vitest';
import { normalPhone, phoneSearchDigits } from './phone';

describe('normalPhone', () => {
  it('writes every way of typing one number as +91 and its ten digits', () => {
    for (const typed of [
      '9822045670',
      '98220 45670',
      '+91-98220-45670',
      '0091 98220 45670',
      '०९८२२० ४५६७०',
      '(0)98220.45670',
    ])
      expect(normalPhone(typed), typed).toBe('+919822045670');
  });

  it('reads a landline with its STD code, as the bank prints its own', () => {
    expect(normalPhone('020-2545 6700')).toBe('+912025456700');
    expect(normalPhone('+91 20 2545 6700')).toBe('+912025456700');
  });

  it('is null for what is no Indian number', () => {
    for (const typed of ['12345', '2025456700', '+1 202 555 0100', '98220 4567', ''])
      expect(normalPhone(typed), typed).toBeNull();
  });
});

describe('phoneSearchDigits', () => {
  it('finds a number however it was typed, and a part of one by its digits', () => {
    expect(phoneSearchDigits('+91 98220-45670')).toBe('9822045670');
    expect(phoneSearchDigits('४५६७०')).toBe('45670');
  });
});
