import { describe, expect, it } from 'vitest';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { formatMessage, type CompiledMessage } from './format-message';

// The build's compiler (vite-catalogues.ts) writes the messages this formatter reads.
const compiled = (text: string) => compileMessageOrThrow(text) as CompiledMessage;

describe('formatMessage', () => {
  it('fills placeholders and leaves a plain text as it is', () => {
    expect(formatMessage(compiled('{from} to {to}'), { from: '7 days', to: '45 days' }, 'en-IN-u-nu-latn')).toBe(
      '7 days to 45 days',
    );
    expect(formatMessage('Deposits', {}, 'en-IN-u-nu-latn')).toBe('Deposits');
  });

  it("chooses a plural's words by the locale's rules and writes its count in the locale", () => {
    const days = compiled('{count, plural, one {# day} other {# days}}');
    expect(formatMessage(days, { count: 1 }, 'en-IN-u-nu-latn')).toBe('1 day');
    expect(formatMessage(days, { count: 100000 }, 'en-IN-u-nu-latn')).toBe('1,00,000 days');
    const years = compiled('{count, plural, one {# वर्ष} other {# वर्षे}}');
    expect(formatMessage(years, { count: 2 }, 'mr-IN-u-nu-latn')).toBe('2 वर्षे');
    expect(formatMessage(years, { count: 2 }, 'mr-IN-u-nu-deva')).toBe('२ वर्षे');
  });
});
