import { describe, expect, it } from 'vitest';
import { matchesWords, searchWords } from './search-words';

const finds = (text: string, query: string) => matchesWords(searchWords(text), searchWords(query));

describe('searchWords', () => {
  // The tolerance, as pairs: each of these is the same name to a member, and must match both ways.
  it.each([
    ['अनंत', 'Anant'],
    ['जोशी', 'Joshi'],
    ['दीपक', 'Deepak'],
    ['दीपक', 'Dipak'],
    ['पुणे', 'Pune'],
    ['कोथरूड', 'Kothrud'],
    ['लक्ष्मी रोड', 'Laxmi Road'],
    ['शिवाजीनगर', 'Shivajinagar'],
    ['कुलकर्णी', 'Kulkarni'],
    ['संजय', 'Sanjay'],
  ])('reads %s as %s', (devanagari, latin) => {
    expect(searchWords(devanagari)).toEqual(searchWords(latin));
  });

  // And pairs that are other names, which must not match.
  it.each([
    ['Anant', 'Anand'],
    ['Deepak', 'Deepika'],
    ['Joshi', 'Jain'],
    ['Patil', 'Pathak'],
    ['जोशी', 'Jadhav'],
    ['Kothrud', 'Katraj'],
  ])('keeps %s and %s apart', (one, other) => {
    expect(finds(one, other)).toBe(false);
    expect(finds(other, one)).toBe(false);
  });

  it('drops punctuation between words and makes no word of it', () => {
    expect(searchWords('Joshi, Anant')).toEqual(searchWords('Joshi Anant'));
    expect(searchWords(' -- ')).toEqual([]);
  });
});

describe('matchesWords', () => {
  it('finds a name whatever the order of its words, in either script, and by a word begun', () => {
    for (const query of ['Anant Joshi', 'Joshi Anant', 'Joshi, Anant', 'अनंत जोशी', 'जोशी', 'jos'])
      expect(finds('Anant Joshi', query), query).toBe(true);
    expect(finds('Anant Joshi', 'Anant Kulkarni')).toBe(false);
  });
});
