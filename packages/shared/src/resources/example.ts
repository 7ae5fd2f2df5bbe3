import type { AnyObject, ObjectSchema } from 'yup';

/** The part of a rule that says what its text fields are. */
interface RuleFields {
  fields: readonly string[];
  schema: ObjectSchema<AnyObject>;
}

/** A rule's text fields: those its schema takes as strings, in the rule's order. */
export function textFieldsOf(rule: RuleFields): string[] {
  const described = rule.schema.describe().fields;
  return rule.fields.filter((name) => described[name]?.type === 'string');
}

const EDITED = ' (edited)';

/**
 * `value` marked as changed ('Gold Loan (edited)'), shortened where the field's length limit needs it
 * so that the rule still takes it: the edit the tests make to a rule's example.
 */
export function editedText(schema: ObjectSchema<AnyObject>, field: string, value: string): string {
  const described = schema.describe().fields[field];
  const max =
    described && 'tests' in described ? described.tests.find((test) => test.name === 'max')?.params?.max : undefined;
  return typeof max === 'number' ? `${value.slice(0, Math.max(0, max - EDITED.length))}${EDITED}` : `${value}${EDITED}`;
}
