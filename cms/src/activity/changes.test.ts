import { describe, expect, it } from 'vitest';
import { allFields, changedFields, fieldKindsOf, recordLabelOf, snapshotOf } from './changes';

const kinds = fieldKindsOf({
  id: { type: 'integer' },
  documentId: { type: 'string' },
  title: { type: 'string' },
  image: { type: 'media' },
  deposits: { type: 'component' },
  updatedAt: { type: 'datetime' },
  author: { type: 'relation' },
});

describe('activity changes', () => {
  it('keeps a record as its editable fields: media as URLs, components without their ids', () => {
    const row = {
      id: 4,
      documentId: 'x',
      title: 'Gold',
      image: { id: 9, url: '/uploads/gold.jpg' },
      deposits: [{ id: 31, product: 'FD', general_rate: 7 }],
      updatedAt: new Date(),
      author: { id: 1 },
    };
    expect(snapshotOf(row, kinds)).toEqual({
      title: 'Gold',
      image: '/uploads/gold.jpg',
      deposits: [{ product: 'FD', general_rate: 7 }],
    });
  });

  it('names only the fields that changed; rows re-made with new ids are not a change', () => {
    const before = snapshotOf(
      { title: 'Gold', image: { url: '/uploads/a.jpg' }, deposits: [{ id: 1, product: 'FD', general_rate: 7 }] },
      kinds,
    );
    const after = snapshotOf(
      { title: 'Gold loan', image: { url: '/uploads/a.jpg' }, deposits: [{ id: 2, product: 'FD', general_rate: 7 }] },
      kinds,
    );
    expect(changedFields(before, after)).toEqual([{ field: 'title', before: 'Gold', after: 'Gold loan' }]);
  });

  it('lists every filled field of a record made or deleted', () => {
    const snapshot = { title: 'Gold', image: null, deposits: [] };
    expect(allFields(snapshot, 'created')).toEqual([
      { field: 'title', before: null, after: 'Gold' },
      { field: 'deposits', before: null, after: [] },
    ]);
    expect(allFields({ title: 'Gold' }, 'deleted')).toEqual([{ field: 'title', before: 'Gold', after: null }]);
  });

  it('names a record by its label field, a naming field, or its id', () => {
    expect(recordLabelOf({ id: 1, heading: 'About us', title: '' }, 'heading')).toBe('About us');
    expect(recordLabelOf({ id: 2, name: 'Asha', subject: 'Locker' })).toBe('Asha');
    expect(recordLabelOf({ id: 3 })).toBe('#3');
  });
});
