import { formatTenure, headlineRate, sameProduct, sentenceAround, statedRates } from '@bank/shared';

// What the demo content must agree with: the rate schedule in force and the records. Used by
// demo-content.test.ts on content.json, the demo PDFs and Home's own words.

interface DepositRow {
  product: string;
  tenure_from_days: number | null;
  tenure_to_days: number | null;
  general_rate: number;
  senior_rate: number | null;
}
interface LoanRow {
  scheme: string;
  rate_from: number;
  rate_to: number | null;
  processing_fee?: string | null;
  note?: string | null;
}
export interface DemoSchedule {
  effective_in_days: number;
  deposits: DepositRow[];
  loans: LoanRow[];
  charges?: { name: string; charge: string; reason?: string | null }[];
}
export interface DemoRecords {
  schedule: DemoSchedule;
  branches: { name: string; address: string; city: string }[];
  management: { name: string; title: string }[];
  grievanceLevels: { officer: string; designation: string }[];
}
/** One text of the demo: where it is (as the failure names it) and, for a card, its product. */
export interface DemoText {
  where: string;
  text: string;
  product?: { kind: 'deposits' | 'loans'; name: string };
}

/** Posts one person holds. */
const SINGLE_POSTS = ['General Manager', 'Chairman', 'Chief Executive Officer'];

/** The schedule in force on the day of seeding: the latest one dated that day or earlier. */
export function scheduleInForce(schedules: DemoSchedule[]): DemoSchedule {
  const inForce = schedules
    .filter((schedule) => schedule.effective_in_days <= 0)
    .sort((a, b) => b.effective_in_days - a.effective_in_days)[0];
  if (!inForce) throw new Error('content.json has no rate schedule in force (effective_in_days <= 0)');
  return inForce;
}

const round = (rate: number) => Math.round(rate * 100) / 100;
const unique = (rates: number[]) => [...new Set(rates.map(round))].sort((a, b) => a - b);
const listed = (rates: number[]) => rates.map((rate) => `${rate} %`).join(', ');

const depositRates = (rows: DepositRow[]) =>
  rows.flatMap((row) => (row.senior_rate == null ? [row.general_rate] : [row.general_rate, row.senior_rate]));
const loanRates = (rows: LoanRow[]) =>
  rows.flatMap((row) => (row.rate_to == null ? [row.rate_from] : [row.rate_from, row.rate_to]));
/** Percentages the schedule states in words: a penal charge of '2% a year' (a fee of '1% of the loan' is a share, no rate). */
const wordedRates = (schedule: DemoSchedule) =>
  [
    ...(schedule.charges ?? []).map((row) => row.charge),
    ...schedule.loans.flatMap((row) => [row.processing_fee ?? '', row.note ?? '']),
  ].flatMap((words) => [...words.matchAll(/(\d+(?:\.\d+)?)\s?%(?!\s+of\b)/g)].map((match) => Number(match[1])));

const productNames = (schedule: DemoSchedule) => [
  ...schedule.deposits.map((row) => ({ kind: 'deposits' as const, name: row.product })),
  ...schedule.loans.map((row) => ({ kind: 'loans' as const, name: row.scheme })),
];

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1);
/** Whether a text names a product: each word of its name, or of a plural ('loans against gold' names Gold Loan). */
const names = (text: string, product: string) => {
  const said = wordsOf(text);
  return wordsOf(product).every((word) =>
    said.some((other) => other.startsWith(word) && other.length <= word.length + 2),
  );
};

/** The product a piece of text names, when it names exactly one of the schedule's. */
function productNamedIn(
  text: string,
  schedule: DemoSchedule,
): { kind: 'deposits' | 'loans'; name: string } | undefined {
  const named = productNames(schedule).filter(
    (product, index, all) =>
      all.findIndex((other) => sameProduct(other.name, product.name)) === index && names(text, product.name),
  );
  return named.length === 1 ? named[0] : undefined;
}

/**
 * The rates a text may state where it states `at`: a deposit row's rates when its line names the
 * product and the row's tenure (a rates table), else the rates of the product the text is about
 * (a card's, or the one its line or sentence names), else every rate of the schedule.
 */
function allowedRates(text: DemoText, at: number, schedule: DemoSchedule): { rates: number[]; of: string } {
  const line = text.text.slice(
    text.text.lastIndexOf('\n', at) + 1,
    (text.text.indexOf('\n', at) + 1 || text.text.length + 1) - 1,
  );
  const row = schedule.deposits.find(
    (candidate) =>
      candidate.tenure_from_days != null &&
      line.toLowerCase().includes(candidate.product.toLowerCase()) &&
      line.includes(formatTenure(candidate.tenure_from_days, candidate.tenure_to_days)),
  );
  if (row)
    return {
      rates: depositRates([row]),
      of: `${row.product}, ${formatTenure(row.tenure_from_days, row.tenure_to_days)}`,
    };
  const product =
    text.product ?? productNamedIn(line, schedule) ?? productNamedIn(sentenceAround(text.text, at), schedule);
  if (product) {
    const rates =
      product.kind === 'deposits'
        ? depositRates(schedule.deposits.filter((candidate) => sameProduct(candidate.product, product.name)))
        : loanRates(schedule.loans.filter((candidate) => sameProduct(candidate.scheme, product.name)));
    if (rates.length > 0) return { rates: unique(rates), of: product.name };
  }
  return {
    rates: unique([...depositRates(schedule.deposits), ...loanRates(schedule.loans), ...wordedRates(schedule)]),
    of: 'any product',
  };
}

/** What a senior citizen earns above the general rate, row by row. */
const seniorMargins = (schedule: DemoSchedule) =>
  unique(schedule.deposits.flatMap((row) => (row.senior_rate == null ? [] : [row.senior_rate - row.general_rate])));

/** Rates stated that differ from the schedule in force, and EMI amounts (which stand for a rate). */
function rateProblems(text: DemoText, schedule: DemoSchedule): string[] {
  const problems: string[] = [];
  for (const stated of statedRates(text.text)) {
    const sentence = sentenceAround(text.text, stated.at);
    if (stated.kind === 'margin') {
      // A senior citizen's margin is the schedule's; other margins are terms it does not hold.
      const margins = seniorMargins(schedule);
      if (/senior|aged 60/i.test(sentence) && !margins.includes(round(stated.rate)))
        problems.push(
          `${text.where}: "${stated.words}" for senior citizens, but the schedule in force gives them ${listed(margins)} above the general rate`,
        );
      continue;
    }
    const allowed = allowedRates(text, stated.at, schedule);
    if (!allowed.rates.includes(round(stated.rate)))
      problems.push(
        `${text.where}: states ${stated.rate} % ("${stated.words}"), not a rate of ${allowed.of} in the schedule in force (${listed(allowed.rates)})`,
      );
  }
  for (const emi of text.text.matchAll(/\bEMI\b[^.]{0,40}?\bRs\.?\s?\d[\d,]*/g))
    problems.push(
      `${text.where}: states an EMI ("${emi[0]}"), which stands for a rate: leave it to the loan calculator, which reads the schedule`,
    );
  return problems;
}

const words = (text: string) => text.replace(/[.,]/g, ' ').toLowerCase().split(/\s+/).filter(Boolean);
/** Capitalised words before 'branch' that say which branch, not what kind: 'New Branch Inauguration', 'Each branch'. */
const NOT_A_BRANCH_NAME = new Set([
  'new',
  'our',
  'your',
  'the',
  'this',
  'that',
  'each',
  'every',
  'any',
  'a',
  'nearest',
  'same',
  'to',
]);

/** Branches named ('X Branch', 'X branch', 'branch at X') that are not among the branch records. */
function branchProblems(text: DemoText, records: DemoRecords): string[] {
  const problems: string[] = [];
  const isRecord = (name: string) => records.branches.some((branch) => sameProduct(branch.name, name));
  const isPlaceOfOne = (place: string) =>
    records.branches.some((branch) =>
      `${branch.name} ${branch.address} ${branch.city}`.toLowerCase().includes(place.toLowerCase()),
    );
  for (const match of text.text.matchAll(/\b((?:[A-Z][\w-]* ){0,2}[A-Z][\w-]*) [Bb]ranch\b/g)) {
    const name = match[1]
      .split(/\s+/)
      .filter((word, index, all) => index > 0 || all.length === 1 || !NOT_A_BRANCH_NAME.has(word.toLowerCase()))
      .join(' ');
    if (NOT_A_BRANCH_NAME.has(name.toLowerCase())) continue;
    if (!isRecord(`${name} Branch`) && !isRecord(name) && !isPlaceOfOne(name))
      problems.push(
        `${text.where}: names "${match[0]}", which is not among the branch records (${records.branches.map((branch) => branch.name).join(', ')})`,
      );
  }
  for (const match of text.text.matchAll(/\bbranch(?:es)? (?:at|in|on) ((?:[A-Z][\w-]* ?){1,3})/g)) {
    const place = match[1].trim();
    if (!isPlaceOfOne(place))
      problems.push(`${text.where}: names "${match[0].trim()}", a place where no branch record is`);
  }
  return problems;
}

/**
 * Branches a sentence announcing an opening ('opens', 'opened', 'inauguration') names that are not the
 * newest branch record: Home's poster names the newest, and the news and the gallery say the same.
 */
function openingProblems(text: DemoText, records: DemoRecords): string[] {
  const newest = records.branches.at(-1);
  if (!newest) return [];
  const place = newest.name.replace(/\s*branch$/i, '').toLowerCase();
  return text.text
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((sentence) => /\b(?:opens|opened|inaugurat\w*)\b/i.test(sentence))
    .flatMap((sentence) =>
      [...sentence.matchAll(/\b((?:[A-Z][\w-]* ){0,2}[A-Z][\w-]*) [Bb]ranch\b/g)]
        .map((match) => match[1].split(/\s+/).at(-1)!)
        .filter((name) => !NOT_A_BRANCH_NAME.has(name.toLowerCase()) && name.toLowerCase() !== place)
        .map(
          (name) =>
            `${text.where}: announces the opening of the ${name} branch, but the newest branch record (the one Home's poster names) is ${newest.name}`,
        ),
    );
}

// Names and places are read within a line: a word on the next line is another text's (a PDF's table, a list).
const HONORIFIC = String.raw`\b(?:Shri|Smt|Mr|Mrs|Ms|Dr|Kum)\.?\s+`;
const NAME = String.raw`((?:[A-Z](?:[a-z]+|\.) ?){1,4})`;
/** A person's name as written, without honorific, dots and initials: 'prakash gokhale'. */
const personKey = (name: string) => {
  const parts = words(name.replace(new RegExp(`^${HONORIFIC}`), '')).filter((part) => part.length > 1);
  return parts.length > 1 ? `${parts[0]} ${parts[parts.length - 1]}` : parts.join(' ');
};
const holderOf = (post: string, records: DemoRecords) => records.management.filter((member) => member.title === post);

/** Officers named (Shri, Smt., Dr. and a name) who are not among the records, or who hold a post that is another's. */
function officerProblems(text: DemoText, records: DemoRecords): string[] {
  const problems: string[] = [];
  const known = new Set([
    ...records.management.map((member) => personKey(member.name)),
    ...records.grievanceLevels.map((level) => personKey(level.officer)),
  ]);
  for (const match of text.text.matchAll(new RegExp(`${HONORIFIC}${NAME}`, 'g'))) {
    if (!known.has(personKey(match[1])))
      problems.push(
        `${text.where}: names "${match[0].trim()}", who is not among the management records or the grievance officers`,
      );
  }
  for (const post of SINGLE_POSTS) {
    const nameThenPost = new RegExp(
      `${HONORIFIC}${NAME},?\\s+(?:the\\s+)?(?<!(?:Deputy|Assistant|Joint)\\s)${post}\\b`,
      'g',
    );
    const postThenName = new RegExp(`(?<!(?:Deputy|Assistant|Joint)\\s)\\b${post},?\\s+${HONORIFIC}${NAME}`, 'g');
    for (const match of [...text.text.matchAll(nameThenPost), ...text.text.matchAll(postThenName)]) {
      const holders = holderOf(post, records);
      if (holders.length > 0 && !holders.some((holder) => personKey(holder.name) === personKey(match[1])))
        problems.push(
          `${text.where}: calls ${match[1].trim()} the ${post}, but the ${post} in the management records is ${holders.map((holder) => holder.name).join(', ')}`,
        );
    }
  }
  return problems;
}

/** Everything a demo text states that the schedule in force or the records contradict: one line each. */
export function demoTextProblems(text: DemoText, records: DemoRecords): string[] {
  return [
    ...rateProblems(text, records.schedule),
    ...branchProblems(text, records),
    ...openingProblems(text, records),
    ...officerProblems(text, records),
  ];
}

export interface DemoCard {
  name: string;
  rate_product?: string | null;
  interest_rate: number | null;
}

/**
 * The records' own agreement: one holder of each single post, grievance officers in those posts
 * who are their holders, and cards' rates that are the schedule's (a linked card's headline rate,
 * which the site shows in its place; another card's rate, one of the schedule's).
 */
export function recordProblems(records: DemoRecords, cards: { deposits: DemoCard[]; loans: DemoCard[] }): string[] {
  const problems: string[] = [];
  for (const post of SINGLE_POSTS) {
    const holders = holderOf(post, records);
    if (holders.length > 1)
      problems.push(
        `management: ${holders.length} records hold the single post of ${post} (${holders.map((holder) => holder.name).join(', ')})`,
      );
  }
  for (const level of records.grievanceLevels) {
    const holders = holderOf(level.designation, records);
    if (
      SINGLE_POSTS.includes(level.designation) &&
      holders.length > 0 &&
      !holders.some((holder) => personKey(holder.name) === personKey(level.officer))
    )
      problems.push(
        `grievance_levels: ${level.officer} is named ${level.designation}, but the ${level.designation} in the management records is ${holders.map((holder) => holder.name).join(', ')}`,
      );
  }
  const { schedule } = records;
  for (const kind of ['deposits', 'loans'] as const) {
    for (const card of cards[kind]) {
      if (card.rate_product) {
        const headline = headlineRate(schedule, kind, card.rate_product);
        if (headline === null)
          problems.push(
            `${kind}: "${card.name}" is linked to ${card.rate_product}, which the schedule in force does not list`,
          );
        else if (card.interest_rate !== headline)
          problems.push(
            `${kind}: "${card.name}" has interest_rate ${card.interest_rate}, but the schedule in force's headline rate for ${card.rate_product} is ${headline}`,
          );
      } else if (card.interest_rate != null) {
        const rates = unique(kind === 'deposits' ? depositRates(schedule.deposits) : loanRates(schedule.loans));
        if (!rates.includes(round(card.interest_rate)))
          problems.push(
            `${kind}: "${card.name}" has interest_rate ${card.interest_rate}, not a rate of the schedule in force (${listed(rates)})`,
          );
      }
    }
  }
  return problems;
}
