// Free of yup, like same-product.ts: the back office warns with it as an editor types.

/** A percentage a free text states about interest, and the words it was read from. */
export interface StatedRate {
  rate: number;
  /**
   * 'rate': an interest rate ("7.50 per cent", "from 4 to 8 per cent"); 'margin': a difference of
   * rates ("an additional 0.50 per cent", "1 per cent above the deposit rate").
   */
  kind: 'rate' | 'margin';
  /** The words as written: '7.50 per cent', 'from 4 to 8 per cent' (both of a range's rates carry them). */
  words: string;
  /** Where the words start in the text. */
  at: number;
}

const NUMBER = String.raw`(?<![\d.,])(\d+(?:\.\d+)?)`;
const UNIT = String.raw`\s?(?:%|per\s?cent\b|percent\b)`;
/** '7.5%', '7.50 per cent', '7.5 % p.a.', 'from 4 to 8 per cent', '10.9% to 12.9%', '4-8%', 'between 4 and 8 per cent'. */
const PERCENTAGE = new RegExp(
  String.raw`between\s+${NUMBER}(?:${UNIT})?\s+and\s+${NUMBER}${UNIT}|(?:from\s+)?${NUMBER}(?:${UNIT})?\s*(?:to|-|–)\s*${NUMBER}${UNIT}|${NUMBER}${UNIT}`,
  'gi',
);
const PER_YEAR = String.raw`(?:\s*(?:p\.\s?a\.?|per annum|a year))?`;
/** A share of something: '75% of the gold's value', '0.50% of the loan', '90 per cent of the deposit'. */
const SHARE_AFTER = new RegExp(String.raw`^${PER_YEAR}\s+of\b`, 'i');
const MARGIN_BEFORE =
  /\b(?:additional|extra|further|concession of|reduction of|rebate of|discount of)\s+(?:of\s+)?(?:up to\s+)?$/i;
const MARGIN_AFTER = new RegExp(
  String.raw`^${PER_YEAR}\s+(?:above|below|over|more|less|higher|lower|extra|additional)\b`,
  'i',
);
/** Percentages of other measures, named just before them: 'a dividend of 12 per cent', 'the gross NPA below 3.5 per cent'. */
const OTHER_MEASURE_BEFORE = /\b(?:dividends?|NPA|GST|tax|CRAR|capital|growth|profit|attendance)\b[^.%\d]{0,25}$/i;
/** Words that make a sentence speak of interest. */
const INTEREST_WORDING =
  /\b(?:interest|rates?|p\.\s?a\b|per annum|earns?|earning|yields?|returns?|deposits?|loans?|savings|EMI|FD|RD)\b/i;
/**
 * A sentence ends at . ! ? ; except after an abbreviation (p.a., Rs., Shri., w.e.f.), or at a blank
 * line. A single line break does not end one: a PDF breaks its sentences into lines, and a table's
 * rows belong to its heading.
 */
const SENTENCE_END = /(?<!\b(?:p\.a|Rs|Smt|Shri|Dr|Mr|Mrs|No|Ltd|w\.e\.f|i\.e|e\.g))[.!?;](?=\s|$)|\n\s*\n/g;

/** The sentence of `text` around `index` (a stated rate's `at`), by the sentence ends above. */
export function sentenceAround(text: string, index: number): string {
  let start = 0;
  let end = text.length;
  for (const boundary of text.matchAll(SENTENCE_END)) {
    const at = boundary.index ?? 0;
    if (at < index) start = at + 1;
    else {
      end = at;
      break;
    }
  }
  return text.slice(start, end);
}

/**
 * The interest rates (and margins) a free text states, in the order written. The rate schedule is
 * the one source of rates, so a card's or a notice's words should state none; this finds those
 * that do. A percentage is a number with '%', 'per cent' or 'percent', or a range of two ('from 4
 * to 8 per cent' states 4 and 8). It counts as a stated rate only when:
 * - it is not a share of something, i.e. not followed by 'of' ('up to 75% of the gold's value',
 *   '0.50% of the loan' as a processing fee, '85 per cent of the on-road price');
 * - it does not measure something else named just before it ('a dividend of 12 per cent', 'the
 *   gross NPA below 3.5 per cent');
 * - its sentence speaks of interest: interest, rate, p.a., per annum, earn, yield, return,
 *   deposit, loan, savings, EMI.
 * It is a margin rather than a rate when it says how far one rate is from another: 'an additional
 * 0.50 per cent', 'a reduction of 1 per cent', '1 per cent above the deposit rate'.
 */
export function statedRates(text: string): StatedRate[] {
  const found: StatedRate[] = [];
  for (const match of text.matchAll(PERCENTAGE)) {
    const at = match.index ?? 0;
    const words = match[0];
    const before = text.slice(Math.max(0, at - 40), at);
    const after = text.slice(at + words.length);
    if (
      SHARE_AFTER.test(after) ||
      OTHER_MEASURE_BEFORE.test(before) ||
      !INTEREST_WORDING.test(sentenceAround(text, at))
    )
      continue;
    const kind = MARGIN_BEFORE.test(before) || MARGIN_AFTER.test(after) ? 'margin' : 'rate';
    for (const number of match.slice(1))
      if (number !== undefined) found.push({ rate: Number(number), kind, words, at });
  }
  return found;
}

/** '4 %, 8 % and 10.9 %'. */
const listOf = (rates: number[]) => {
  const named = [...new Set(rates)].map((rate) => `${rate} %`);
  return named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}` : named[0];
};

/**
 * The back office's warning under a card's text that states interest rates: members see the
 * rates of the rate schedule, the one source. Nothing when the text states none (margins aside:
 * they are terms, such as a loan against a deposit at 1 per cent above its rate).
 */
export function statedRatesWarning(text: string): string | undefined {
  const rates = statedRates(text)
    .filter((stated) => stated.kind === 'rate')
    .map((stated) => stated.rate);
  if (rates.length === 0) return undefined;
  return `This text states ${listOf(rates)}. Members see rates from the rate schedule (Interest Rates), which is the one source: state rates there.`;
}
