import { describe, expect, it } from 'vitest';
import { changeSentence } from './change-sentences';

const change = (fields: Partial<Parameters<typeof changeSentence>[0]>) =>
  changeSentence({ kind: 'update', resource: 'deposits', record_label: '', changes: [], values: null, ...fields });

describe('changeSentence', () => {
  it("says what a change does in the staff's words", () => {
    expect(
      change({ resource: 'hidden-pages', record_label: '/Awards', values: { part: '/Awards', hidden: true } }),
    ).toBe('Hide the Awards page');
    expect(
      change({
        resource: 'hidden-pages',
        record_label: '/About#gallery',
        changes: [{ field: 'hidden', before: true, after: false }],
      }),
    ).toBe("Show the About page's gallery");
    expect(change({ kind: 'create', resource: 'rate-schedules', record_label: '2026-12-01' })).toBe(
      'Add the rate schedule from 1 Dec 2026',
    );
    expect(change({ record_label: 'Fixed Deposit', locale: 'mr' })).toBe(
      'Change the deposit “Fixed Deposit” in Marathi',
    );
    expect(change({ kind: 'delete', resource: 'news-items', record_label: 'AGM notice' })).toBe(
      'Delete the news item “AGM notice”',
    );
    expect(change({ kind: 'setting', resource: 'site-settings', record_label: 'Site settings' })).toBe(
      'Change the site settings',
    );
    expect(change({ kind: 'setting', resource: 'approval-setting', values: { changes_need_approval: false } })).toBe(
      'Turn approvals off',
    );
  });
});
