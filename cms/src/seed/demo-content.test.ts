import { existsSync, readdirSync, readFileSync } from 'fs';
import path from 'path';
import { describe, expect, it } from 'vitest';
import {
  demoTextProblems,
  recordProblems,
  scheduleInForce,
  type DemoCard,
  type DemoRecords,
  type DemoSchedule,
  type DemoText,
} from './demo-consistency';

// The demo content agrees with itself: every rate its texts and PDFs state is the schedule in
// force's, every branch and officer they name is among the records, and each single post has one
// holder. The rate schedule is the one source of rates (scripts/seed-assets/README.md).

const root = path.resolve(__dirname, '..', '..', '..');
const assets = path.join(root, 'scripts', 'seed-assets');
const content = JSON.parse(readFileSync(path.join(assets, 'content.json'), 'utf8'));
const FILE = /\.(jpg|pdf|csv)$/;

const records: DemoRecords = {
  schedule: scheduleInForce(content.rate_schedules as DemoSchedule[]),
  branches: content.branches,
  management: content.management,
  grievanceLevels: content.grievance_levels,
};

/** Every text of every record of content.json (the schedules aside: they are the source), a card with its product. */
function contentTexts(): DemoText[] {
  const texts: DemoText[] = [];
  for (const [section, list] of Object.entries(content)) {
    if (section === 'rate_schedules' || !Array.isArray(list)) continue;
    list.forEach((record: Record<string, unknown>, index: number) => {
      const label = String(record.name ?? record.title ?? record.slug ?? '');
      const linked =
        typeof record.rate_product === 'string'
          ? record.rate_product
          : typeof record.name === 'string'
            ? record.name
            : '';
      const product: DemoText['product'] =
        section === 'deposits' || section === 'loans' ? { kind: section, name: linked } : undefined;
      for (const [field, value] of Object.entries(record)) {
        if (typeof value === 'string' && !FILE.test(value))
          texts.push({ where: `content.json ${section}[${index}] "${label}" ${field}`, text: value, product });
      }
    });
  }
  return texts;
}

/** The text of a demo PDF, read from its bytes as a reader would get it: one line of the page a line. */
async function pdfText(file: string): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(readFileSync(file)), verbosity: 0 }).promise;
  let text = '';
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    for (const item of (await page.getTextContent()).items)
      if ('str' in item) text += item.str + (item.hasEOL ? '\n' : ' ');
    text += '\n\n';
  }
  await document.destroy();
  return text;
}

/**
 * The words of a source file of the public site: its string literals and JSX text (comments,
 * and a template's `${…}` parts, aside), one text each.
 */
function codeTexts(file: string): string[] {
  const source = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
  const literals = [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)].map(
    (match) => (match[1] ?? match[2] ?? match[3]).replace(/\$\{[^}]*\}/g, ''),
  );
  const jsx = [...source.matchAll(/>([^<>{}]*[A-Za-z][^<>{}]*)</g)].map((match) => match[1].trim());
  return [...literals, ...jsx];
}

const HOME = path.join(root, 'web', 'src', 'features', 'home');
const homeSources = readdirSync(HOME).filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'));
const pdfsNamed = new Set<string>(JSON.stringify(content).match(/pdfs\/[\w.-]+\.pdf/g) ?? []);

describe('the demo content', () => {
  it('names only files that exist, and every demo PDF is named', () => {
    const named: string[] = JSON.stringify(content).match(/(images|pdfs)\/[\w.-]+\.(jpg|pdf)|[\w-]+\.csv/g) ?? [];
    expect(named.filter((file) => !existsSync(path.join(assets, file)))).toEqual([]);
    const pdfs = readdirSync(path.join(assets, 'pdfs')).map((name) => `pdfs/${name}`);
    expect(pdfs.filter((file) => !pdfsNamed.has(file))).toEqual([]);
  });

  it('has one holder of each single post, and cards whose rates are the schedule in force', () => {
    expect(
      recordProblems(records, { deposits: content.deposits as DemoCard[], loans: content.loans as DemoCard[] }),
    ).toEqual([]);
  });

  it('states in its records no rate, branch or officer that the schedule in force and the records do not hold', () => {
    expect(contentTexts().flatMap((text) => demoTextProblems(text, records))).toEqual([]);
  });

  it('states in its PDFs no rate, branch or officer that the schedule in force and the records do not hold', async () => {
    const problems: string[] = [];
    for (const file of [...pdfsNamed].sort()) {
      const text = await pdfText(path.join(assets, file));
      expect(text, file).toContain('Vishwas Co-operative Urban Bank Ltd.');
      problems.push(...demoTextProblems({ where: file, text }, records));
    }
    expect(problems).toEqual([]);
  });

  it("states in Home's own words no rate, branch or officer that the schedule in force and the records do not hold", () => {
    expect(homeSources).toEqual(expect.arrayContaining(['home-content.ts', 'new-branch-poster.tsx']));
    const problems = homeSources.flatMap((name) =>
      codeTexts(path.join(HOME, name)).flatMap((text) =>
        demoTextProblems({ where: `web/src/features/home/${name}`, text }, records),
      ),
    );
    expect(problems).toEqual([]);
  });
});

describe('the demo content check', () => {
  const text = (words: string, product?: DemoText['product']): string[] =>
    demoTextProblems({ where: 'news[9] content', text: words, product }, records);

  it("fails on a rate that is not the schedule in force's, naming the text and the difference", () => {
    expect(
      text('Quick loans against gold ornaments at interest from 4 to 8 per cent.', {
        kind: 'loans',
        name: 'Gold Loan',
      }),
    ).toEqual([
      'news[9] content: states 4 % ("from 4 to 8 per cent"), not a rate of Gold Loan in the schedule in force (8 %, 9.5 %)',
    ]);
    expect(text('The one-year fixed deposit now earns 7.60 per cent.')).toEqual([
      'news[9] content: states 7.6 % ("7.60 per cent"), not a rate of Fixed Deposit in the schedule in force (4 %, 4.5 %, 5.5 %, 6 %, 6.5 %, 7 %, 7.25 %, 7.5 %, 7.75 %, 8 %)',
    ]);
    expect(text('Vehicle loans at interest from 10.9 to 12.9 per cent.')).toEqual([
      'news[9] content: states 12.9 % ("from 10.9 to 12.9 per cent"), not a rate of Vehicle Loan in the schedule in force (10.9 %, 12 %)',
    ]);
    expect(text('Instant loans against gold ornaments, interest from 4% to 8%.')).toEqual([
      expect.stringContaining('states 4 % ("from 4% to 8%"), not a rate of Gold Loan'),
    ]);
    expect(text('Deposits now earn up to 9.25 per cent.')).toEqual([
      expect.stringContaining('states 9.25 % ("9.25 per cent"), not a rate of any product in the schedule in force'),
    ]);
  });

  it("reads a rates table row by row: a rate must be its own row's", () => {
    expect(text('Deposit and period General (p.a.)\nFixed Deposit, 7 days to 45 days 4.00% 4.50%')).toEqual([]);
    expect(text('Deposit and period General (p.a.)\nFixed Deposit, 7 days to 45 days 7.50% 4.50%')).toEqual([
      'news[9] content: states 7.5 % ("7.50%"), not a rate of Fixed Deposit, 7 days to 45 days in the schedule in force (4 %, 4.5 %)',
    ]);
  });

  it('fails on a senior citizen margin the schedule does not give, and on an EMI', () => {
    expect(text('Senior citizens receive an additional 1 per cent on term deposits.')).toEqual([
      'news[9] content: "1 per cent" for senior citizens, but the schedule in force gives them 0.5 % above the general rate',
    ]);
    expect(text('Buy your home. EMI of Rs 1168 per Rs 100000.')).toEqual([
      'news[9] content: states an EMI ("EMI of Rs 1168"), which stands for a rate: leave it to the loan calculator, which reads the schedule',
    ]);
  });

  it('fails on a branch that is not among the records, and takes one that is', () => {
    expect(text('Our new Baner Road Branch is open. A second branch at Aundh follows.')).toEqual([
      'news[9] content: names "Baner Road Branch", which is not among the branch records (Head Office, Main Branch, Hadapsar Branch, Chinchwad Branch)',
      'news[9] content: names "branch at Aundh", a place where no branch record is',
    ]);
    expect(
      text(
        'The Hadapsar Branch, the Main Branch, the Kothrud branch (the Head Office) and a branch at Chinchwad. New Branch Inauguration.',
      ),
    ).toEqual([]);
  });

  it("fails on an opening announced of another branch than the newest record, Home's poster's", () => {
    expect(text('Inauguration of the Kothrud branch. The Hadapsar Branch opened in 2019.')).toEqual([
      "news[9] content: announces the opening of the Kothrud branch, but the newest branch record (the one Home's poster names) is Chinchwad Branch",
      "news[9] content: announces the opening of the Hadapsar branch, but the newest branch record (the one Home's poster names) is Chinchwad Branch",
    ]);
    expect(
      text(
        'The Bank opened its Chinchwad Branch on 2 October. New Branch Inauguration. The Main Branch is open today.',
      ),
    ).toEqual([]);
  });

  it('fails on an officer who is not among the records, and on a second holder of a single post', () => {
    expect(text('Complaints go to Shri Prakash Deshpande.')).toEqual([
      'news[9] content: names "Shri Prakash Deshpande", who is not among the management records or the grievance officers',
    ]);
    expect(text('Smt. Sunanda Kulkarni, General Manager, opened the camp.')).toEqual([
      'news[9] content: calls Sunanda Kulkarni the General Manager, but the General Manager in the management records is Shri. Prakash N. Gokhale',
    ]);
    expect(text('Shri Prakash Gokhale, General Manager, and Smt. Sunanda Kulkarni, Deputy General Manager.')).toEqual(
      [],
    );
  });

  it("fails on records that hold a single post twice, and on cards whose rates are not the schedule's", () => {
    const twoManagers: DemoRecords = {
      ...records,
      management: [...records.management, { name: 'Shri Prakash Deshpande', title: 'General Manager' }],
      grievanceLevels: [{ officer: 'Shri Anil Joshi', designation: 'Chairman' }],
    };
    const cards = {
      deposits: [{ name: 'Savings Account', rate_product: 'Savings Account', interest_rate: 2.5 }],
      loans: [{ name: 'Top-up Loan', interest_rate: 14 }],
    };
    expect(recordProblems(twoManagers, cards)).toEqual([
      'management: 2 records hold the single post of General Manager (Shri. Prakash N. Gokhale, Shri Prakash Deshpande)',
      'grievance_levels: Shri Anil Joshi is named Chairman, but the Chairman in the management records is Shri. Vasant R. Joshi',
      'deposits: "Savings Account" has interest_rate 2.5, but the schedule in force\'s headline rate for Savings Account is 2.75',
      'loans: "Top-up Loan" has interest_rate 14, not a rate of the schedule in force (7 %, 8 %, 8.75 %, 9.5 %, 10.5 %, 10.9 %, 11.5 %, 12 %, 13.5 %)',
    ]);
  });
});
