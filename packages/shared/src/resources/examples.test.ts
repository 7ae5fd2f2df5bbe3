import { describe, expect, it } from 'vitest';
import { validateInput } from '../validate';
import { editedText, RESOURCE_RULES, textFieldsOf } from './index';

describe.each(Object.entries(RESOURCE_RULES))('the example of %s', (_name, rule) => {
  it('passes the rule’s schema, as the server validates a record', async () => {
    expect(await validateInput(rule.schema, rule.example)).toMatchObject({ ok: true });
  });

  it('gives only the rule’s fields, and every field the schema requires', () => {
    const required = Object.entries(rule.schema.describe().fields).flatMap(([name, field]) =>
      'optional' in field && field.optional ? [] : [name],
    );
    expect(rule.fields).toEqual(expect.arrayContaining(Object.keys(rule.example)));
    expect(Object.keys(rule.example)).toEqual(expect.arrayContaining(required));
  });

  it('stays valid with its first text field edited', async () => {
    const [field] = textFieldsOf(rule);
    const edited = { ...rule.example, [field]: editedText(rule.schema, field, String(rule.example[field])) };
    expect(edited[field]).not.toBe(rule.example[field]);
    expect(await validateInput(rule.schema, edited)).toMatchObject({ ok: true });
  });
});

describe('editedText', () => {
  it('marks the value as edited, within the field’s length limit', () => {
    const { schema } = RESOURCE_RULES.branches;
    expect(editedText(schema, 'name', 'Baner Branch')).toBe('Baner Branch (edited)');
    expect(editedText(schema, 'city', 'P'.repeat(100))).toBe(`${'P'.repeat(91)} (edited)`);
  });
});
