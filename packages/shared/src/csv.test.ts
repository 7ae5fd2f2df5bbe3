import { describe, expect, it } from 'vitest';
import { spreadsheetCsv, unstoppedCell } from './csv';

describe('spreadsheetCsv', () => {
  it('quotes every cell, doubles quotes and stops a formula with a leading apostrophe', () => {
    const text = spreadsheetCsv(['name', 'address'], [['=HYPERLINK("x")', '12, MG Road']]);
    expect(text).toBe('\uFEFF"name","address"\r\n"\'=HYPERLINK(""x"")","12, MG Road"\r\n');
  });

  it('gives back the value a stopped formula had, and leaves any other apostrophe alone', () => {
    expect(unstoppedCell('\'=HYPERLINK("x")')).toBe('=HYPERLINK("x")');
    expect(unstoppedCell("'Abdul' Karim")).toBe("'Abdul' Karim");
  });
});
