// The site's own formatter of the messages Lingui's compiler writes at build time (vite-catalogues.ts):
// text, placeholders and plurals are all the catalogues use, and this is all of Lingui's runtime the
// site needs, in a tenth of its size. A `#` in a plural is its count, written in the page's locale.

/** A compiled message: its text, a placeholder [name], or a plural [name, 'plural', cases]. */
export type CompiledMessage = string | readonly Token[];
type Token = string | readonly [name: string, type?: string, cases?: Readonly<Record<string, CompiledMessage>>];

/** A catalogue or a part of one: each message's id (or key) and its compiled text. */
export type Messages = Record<string, CompiledMessage>;

export type Values = Record<string, string | number>;

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCase(cases: Readonly<Record<string, CompiledMessage>>, count: number, tag: string) {
  let rules = pluralRules.get(tag);
  if (!rules) pluralRules.set(tag, (rules = new Intl.PluralRules(tag)));
  return cases[count] ?? cases[rules.select(count)] ?? cases.other;
}

/** The message with its placeholders filled; `tag` is the Intl locale of its plurals and counts. */
export function formatMessage(message: CompiledMessage, values: Values, tag: string, count?: number): string {
  if (typeof message === 'string') return message;
  return message
    .map((token) => {
      if (typeof token === 'string')
        return token === '#' && count !== undefined ? new Intl.NumberFormat(tag).format(count) : token;
      const [name, type, cases] = token;
      const value = values[name];
      if (type === 'plural' && cases)
        return formatMessage(pluralCase(cases, Number(value), tag), values, tag, Number(value));
      return value ?? '';
    })
    .join('');
}
