import { randomBytes } from 'crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'fs';
import os from 'os';
import path from 'path';
import { afterAll, describe, expect, it } from 'vitest';
import { ArchiveError, frame, readArchive, writeArchive, type Entry } from './archive';
import { toArchiveValue, toDatabaseValue } from './tables';

const dir = mkdtempSync(path.join(os.tmpdir(), 'bank-archive-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const KEY = 'sixteen-or-more-characters';
const picture = randomBytes(200_000);
const entries: Array<[Entry, Buffer?]> = [
  [{ kind: 'table', name: 'deposits', owner: 'api::deposit.deposit', columns: ['id', 'name'] }],
  [
    {
      kind: 'rows',
      table: 'deposits',
      rows: [
        [1, 'Savings'],
        [3, 'Fixed\ndeposit'],
      ],
    },
  ],
  [
    {
      kind: 'file',
      url: '/uploads/a.jpg',
      hash: 'a',
      ext: '.jpg',
      mime: 'image/jpeg',
      size: picture.length,
      sha256: '',
    },
    picture,
  ],
  [{ kind: 'end', rows: 2, files: 1, bytes: picture.length, missing: [] }],
];

async function* frames() {
  for (const [entry, bytes] of entries) yield* frame(entry, bytes);
}

async function read(file: string, key?: string) {
  const seen: Array<[Entry, Buffer?]> = [];
  await readArchive(file, key, (entry, bytes) => void seen.push(bytes ? [entry, Buffer.from(bytes)] : [entry]));
  return seen;
}

describe('the archive', () => {
  it('gives back every line and every file byte for byte, plain or sealed', async () => {
    await writeArchive(path.join(dir, 'plain.gz'), frames());
    await writeArchive(path.join(dir, 'sealed.gz.enc'), frames(), KEY);
    expect(await read(path.join(dir, 'plain.gz'))).toEqual(entries);
    expect(await read(path.join(dir, 'sealed.gz.enc'), KEY)).toEqual(entries);
    expect(readFileSync(path.join(dir, 'sealed.gz.enc')).includes(picture.subarray(0, 64))).toBe(false);
    expect(readdirSync(dir).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('refuses a sealed archive without its key, with another key, or altered by one byte', async () => {
    const file = path.join(dir, 'sealed.gz.enc');
    await expect(read(file)).rejects.toThrow(/is encrypted: set BACKUP_KEY/);
    await expect(read(file, `${KEY}!`)).rejects.toThrow(
      /BACKUP_KEY does not open .* the key is wrong or the archive was altered/,
    );
    const altered = readFileSync(file);
    altered[altered.length - 100] ^= 1;
    writeFileSync(path.join(dir, 'altered.gz.enc'), altered);
    await expect(read(path.join(dir, 'altered.gz.enc'), KEY)).rejects.toThrow(ArchiveError);
  });

  it('refuses a truncated archive and a key too short to be safe', async () => {
    const whole = readFileSync(path.join(dir, 'plain.gz'));
    writeFileSync(path.join(dir, 'short.gz'), whole.subarray(0, whole.length >> 1));
    await expect(read(path.join(dir, 'short.gz'))).rejects.toThrow(ArchiveError);
    await expect(writeArchive(path.join(dir, 'weak.gz'), frames(), 'short')).rejects.toThrow(/at least 16/);
  });
});

describe('values between SQLite and PostgreSQL', () => {
  it('keeps booleans, timestamps and JSON the same from either database, and writes each as Strapi does there', () => {
    const at = '2026-11-23T20:00:00.000Z';
    // SQLite answers 0/1 and epoch milliseconds; PostgreSQL true/false and Date objects.
    expect([toArchiveValue('boolean', 1), toArchiveValue('boolean', false)]).toEqual([true, false]);
    expect(toArchiveValue('datetime', Date.parse(at))).toBe(at);
    expect(toArchiveValue('datetime', new Date(at))).toBe(at);
    expect(toArchiveValue('json', { a: [1] })).toBe('{"a":[1]}');
    expect(toArchiveValue('date', '2026-11-23')).toBe('2026-11-23');

    expect(toDatabaseValue('sqlite', 'boolean', true)).toBe(1);
    expect(toDatabaseValue('postgres', 'boolean', true)).toBe(true);
    expect(toDatabaseValue('sqlite', 'datetime', at)).toBe(Date.parse(at));
    expect(toDatabaseValue('postgres', 'datetime', at)).toBe(at);
    expect(toDatabaseValue('sqlite', 'json', null)).toBeNull();
  });
});

describe('an archive on disk', () => {
  it('is readable and writable by its owner only, encrypted or not, whatever the umask', async () => {
    const before = process.umask(0o022);
    try {
      for (const key of [KEY, undefined]) {
        const file = path.join(dir, `mode-${key ? 'encrypted' : 'plain'}.gz`);
        writeFileSync(`${file}.partial`, 'left by a run that stopped');
        await writeArchive(file, frames(), key);
        expect((statSync(file).mode & 0o777).toString(8), file).toBe('600');
      }
    } finally {
      process.umask(before);
    }
  });
});
