import { crc32, deflateSync } from 'zlib';
import sharp from 'sharp';
import { samplePdf, type UploadFile } from './api';

/** Real images of each accepted format, made on the spot. */
async function picture(format: 'jpeg' | 'png' | 'gif' | 'webp', width = 64, height = 48): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 11, g: 61, b: 145 } } });
  return image.toFormat(format).toBuffer();
}

const TYPES = { jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' } as const;
const EXTENSIONS = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' } as const;

export async function imageFile(format: keyof typeof TYPES = 'jpeg', name?: string): Promise<UploadFile> {
  return { name: name ?? `picture.${EXTENSIONS[format]}`, type: TYPES[format], bytes: await picture(format) };
}

/** Files that claim to be what they are not. */
export const fakeFiles = {
  textAsJpeg: (): UploadFile => ({
    name: 'photo.jpg',
    type: 'image/jpeg',
    bytes: Buffer.from('just some text, not a picture'),
  }),
  svg: (): UploadFile => ({
    name: 'logo.svg',
    type: 'image/svg+xml',
    bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  }),
  svgAsPng: (): UploadFile => ({
    name: 'logo.png',
    type: 'image/png',
    bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>'),
  }),
  /** A real PDF that also runs a script when opened (an /OpenAction of JavaScript). */
  pdfWithScript: (): UploadFile => ({
    ...samplePdf('circular.pdf'),
    bytes: Buffer.concat([
      samplePdf().bytes,
      Buffer.from('\n99 0 obj\n<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\nendobj\n'),
    ]),
  }),
  /** A real PDF followed by a web page: a browser sniffing its bytes would run the script. */
  pdfThenHtml: (): UploadFile => ({
    ...samplePdf('circular.pdf'),
    bytes: Buffer.concat([samplePdf().bytes, Buffer.from('<html><script>alert(document.cookie)</script></html>')]),
  }),
  htmlAsPdf: (): UploadFile => ({
    name: 'circular.pdf',
    type: 'application/pdf',
    bytes: Buffer.from('<html><body>not a pdf</body></html>'),
  }),
  executableAsPdf: (): UploadFile => ({
    name: 'rates.pdf',
    type: 'application/pdf',
    bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 1)]),
  }),
};

/** A JPEG padded past a size, for the 413 cases. */
export async function oversizedJpeg(bytes: number): Promise<UploadFile> {
  const head = await picture('jpeg');
  return { name: 'huge.jpg', type: 'image/jpeg', bytes: Buffer.concat([head, Buffer.alloc(bytes - head.length, 0)]) };
}

/**
 * An 800 x 500 palette PNG, as a poster saved from a design tool is: a dithered gradient with flat
 * shapes, light as a palette and several times heavier once re-encoded in full colour.
 */
export async function palettePng(name = 'poster.png'): Promise<UploadFile> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b3d91"/><stop offset="1" stop-color="#f2a900"/></linearGradient></defs>
    <rect width="800" height="500" fill="url(#sky)"/>
    <circle cx="600" cy="160" r="110" fill="#ffffff" fill-opacity="0.35"/>
    <rect x="60" y="300" width="420" height="140" rx="18" fill="#ffffff"/>
    <rect x="90" y="335" width="300" height="26" fill="#0b3d91"/>
    <rect x="90" y="385" width="220" height="18" fill="#5a5a5a"/>
  </svg>`;
  const bytes = await sharp(Buffer.from(svg)).png({ palette: true }).toBuffer();
  return { name, type: 'image/png', bytes };
}

export { oneRowSchedule } from '../../../packages/testing/src/fixtures';

/** A PNG whose header says `width` × `height`, with hardly any data: a pixel flood's first bytes. */
export function claimedPng(width: number, height: number): UploadFile {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return {
    name: `${width}x${height}.png`,
    type: 'image/png',
    bytes: Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.alloc(0))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  };
}
