import { mkdtempSync, readdirSync, writeFileSync } from 'fs';
import os from 'os';
import path from 'path';
import { deflateSync } from 'zlib';
import { describe, expect, it } from 'vitest';
import { pdfActiveContent } from './pdf-active-content';

const SEED_PDFS = path.resolve(__dirname, '..', '..', '..', 'scripts', 'seed-assets', 'pdfs');
const folder = mkdtempSync(path.join(os.tmpdir(), 'pdf-check-'));
const fileOf = (name: string, bytes: Buffer | string) => {
  const file = path.join(folder, name);
  writeFileSync(file, bytes);
  return file;
};
/** A small PDF with `extra` in its catalogue, and `stream` as a deflated object stream. */
const pdf = (extra = '', stream?: string) =>
  Buffer.concat([
    Buffer.from(`%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${extra}>>\nendobj\n`, 'latin1'),
    ...(stream === undefined
      ? []
      : [
          Buffer.from('3 0 obj\n<< /Type /ObjStm /Filter /FlateDecode >>\nstream\n', 'latin1'),
          deflateSync(Buffer.from(stream, 'latin1')),
          Buffer.from('\nendstream\nendobj\n', 'latin1'),
        ]),
    Buffer.from('trailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);

describe('pdfActiveContent', () => {
  it("takes the bank's own documents and a PDF that opens at its first page", async () => {
    for (const name of readdirSync(SEED_PDFS))
      expect(await pdfActiveContent(path.join(SEED_PDFS, name)), name).toBeUndefined();
    expect(await pdfActiveContent(fileOf('open.pdf', pdf('/OpenAction [3 0 R /Fit]')))).toBeUndefined();
  });

  it('refuses a script run on opening, in the catalogue or hidden in a compressed object stream', async () => {
    const openAction = '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>';
    expect(await pdfActiveContent(fileOf('open-js.pdf', pdf(openAction)))).toBe('a script');
    expect(await pdfActiveContent(fileOf('aa.pdf', pdf('/AA << /O << /S /Launch /F (cmd.exe) >> >>')))).toBe(
      'a script',
    );
    expect(await pdfActiveContent(fileOf('hidden.pdf', pdf('', `4 0 ${openAction}`)))).toBe('a script');
  });

  it('refuses HTML after the PDF header, which a sniffing browser would run as a page', async () => {
    const polyglot = Buffer.concat([pdf(), Buffer.from('<html><script>alert(1)</script></html>')]);
    expect(await pdfActiveContent(fileOf('polyglot.pdf', polyglot))).toBe('web-page code');
  });
});
