import { promises as fs } from 'fs';
import { inflateSync } from 'zlib';

/**
 * What a PDF may not carry on this site, whose origin serves it inline: scripts a viewer runs
 * (`/JavaScript`, `/JS`, an `/OpenAction` or `/AA` of either, `/Launch` of a program), and markup a
 * browser that sniffs the bytes would run as a web page (a PDF header followed by HTML). Names are
 * looked for in the file and in every stream it compresses (object streams hide dictionaries).
 */
const SCRIPT_NAMES = /\/(?:JavaScript|JS|Launch)(?![A-Za-z0-9])/;
const MARKUP = /<(?:!doctype\s+html|html|head|body|script|iframe|svg|meta|object|embed)[\s>/]/i;

/** The streams' bytes between `stream` and `endstream`, inflated where they are deflated. */
function* inflatedStreams(bytes: Buffer): Generator<string> {
  let from = 0;
  for (;;) {
    const start = bytes.indexOf('stream', from, 'latin1');
    if (start === -1) return;
    const end = bytes.indexOf('endstream', start + 6, 'latin1');
    if (end === -1) return;
    let data = start + 6;
    if (bytes[data] === 0x0d) data += 1;
    if (bytes[data] === 0x0a) data += 1;
    try {
      yield inflateSync(bytes.subarray(data, end)).toString('latin1');
    } catch {
      // Not deflated (or not wholly): its raw bytes were read with the file.
    }
    from = end + 9;
  }
}

/** Why the PDF at `filepath` is refused, or undefined when it carries none of it. */
export async function pdfActiveContent(filepath: string): Promise<string | undefined> {
  const bytes = await fs.readFile(filepath);
  const raw = bytes.toString('latin1');
  if (MARKUP.test(raw)) return 'web-page code';
  if (SCRIPT_NAMES.test(raw)) return 'a script';
  for (const stream of inflatedStreams(bytes)) if (SCRIPT_NAMES.test(stream)) return 'a script';
  return undefined;
}
