/** Widths of the copies Strapi stores beside an uploaded picture (its responsive formats, config/plugins.ts). */
const VARIANTS = [
  ['small', 500],
  ['medium', 750],
  ['large', 1000],
] as const;

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
}

/**
 * src and srcSet for a picture from the media library. For /uploads/HASH.EXT the server keeps its
 * copies as /uploads/small_HASH.webp, medium_ and large_ (WebP, lighter than the original), and
 * answers a size it did not make (not smaller, or not lighter, than the original) with the
 * original, so the browser can pick the size the layout needs. Other URLs are used as they are.
 */
export function responsiveImage(url: string): ResponsiveImage {
  const match = /^\/uploads\/([^/?#]+)\.\w+$/.exec(url);
  if (!match) return { src: url };
  const copyOf = (variant: string) => `/uploads/${variant}_${match[1]}.webp`;
  const srcSet = VARIANTS.map(([variant, width]) => `${copyOf(variant)} ${width}w`).join(', ');
  return { src: copyOf('medium'), srcSet };
}
