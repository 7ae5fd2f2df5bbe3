import sharp from 'sharp';

/**
 * The most pixels a picture may have, all its frames counted: 40 million (a 7,000 × 5,700 photo;
 * a phone camera's are 12 to 50). A 776 kB PNG of 16,000 × 16,000 took 41 s and 1.7 GB to make
 * copies of; its size is read from its header, before anything is decoded.
 */
const PIXEL_BUDGET = 40_000_000;

/** Why a picture is refused for its pixels (header only, nothing decoded), or undefined. */
export async function overPixelBudget(filepath: string): Promise<string | undefined> {
  let width: number | undefined;
  let height: number | undefined;
  let pages = 1;
  try {
    ({ width, height, pages = 1 } = await sharp(filepath).metadata());
  } catch {
    return 'its size cannot be read';
  }
  if (!width || !height) return 'its size cannot be read';
  const pixels = width * height * Math.max(1, pages);
  if (pixels <= PIXEL_BUDGET) return undefined;
  const frames = pages > 1 ? ` in ${pages} frames` : '';
  return `${width.toLocaleString('en-IN')} × ${height.toLocaleString('en-IN')} pixels${frames} is more than ${PIXEL_BUDGET / 1_000_000} million`;
}
