import { describe, expect, it } from 'vitest';
import { countText, pluralWord } from './plurals';

describe('countText', () => {
  it('says one thing in the singular and every other count in the plural', () => {
    expect(countText(1, 'line')).toBe('1 line');
    expect(countText(0, 'line')).toBe('0 lines');
    expect(countText(2, 'line')).toBe('2 lines');
    expect(countText(1.5, 'year')).toBe('1.5 years');
  });

  it('takes an irregular plural', () => {
    expect(countText(1, 'entry', 'entries')).toBe('1 entry');
    expect(countText(3, 'entry', 'entries')).toBe('3 entries');
  });

  it('groups a large count as India writes it', () => {
    expect(countText(150000, 'name')).toBe('1,50,000 names');
  });
});

describe('pluralWord', () => {
  it('picks the verb that agrees with the count', () => {
    expect(`1 line ${pluralWord(1, 'is', 'are')} wrong`).toBe('1 line is wrong');
    expect(`${countText(4, 'line')} ${pluralWord(4, 'is', 'are')} wrong`).toBe('4 lines are wrong');
  });
});
