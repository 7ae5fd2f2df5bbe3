/** Widths of the variants Strapi stores beside an uploaded picture (its responsive formats). */
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
 * src and srcSet for a picture from the media library. For /uploads/NAME the server answers
 * /uploads/small_NAME, medium_ and large_ (the original when Strapi made no smaller copy), so the
 * browser can pick the size the layout needs. Other URLs are used as they are.
 */
export function responsiveImage(url: string): ResponsiveImage {
  const match = /^\/uploads\/([^/?#]+)$/.exec(url);
  if (!match) return { src: url };
  const srcSet = VARIANTS.map(([variant, width]) => `/uploads/${variant}_${match[1]} ${width}w`).join(', ');
  return { src: `/uploads/medium_${match[1]}`, srcSet };
}
