import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '../app/public-pages';
import { RECORD_HEADS } from './record-heads';

describe('RECORD_HEADS', () => {
  it('gives every page whose records have pages of their own a head for them, and no other page one', () => {
    const withRecordPages = PUBLIC_PAGES.filter((page) => page.recordPages).map((page) => page.path);
    expect(Object.keys(RECORD_HEADS).sort()).toEqual(withRecordPages.sort());
  });
});
