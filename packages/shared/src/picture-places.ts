/**
 * Where the public site draws an editor's picture, and the widest it draws it at any screen width
 * (CSS pixels). The widths follow the site's layout, named beside each; change both together. A
 * narrower picture is stretched to fill the place and looks blurred, so the back office warns.
 */
export interface PicturePlace {
  /** The place, as the warning names it. */
  label: string;
  width: number;
}

/** A card of the rate-product and award grids (web/src/components/card.css): one column until two 280 px columns and their 24 px gap fit. */
const GRID_CARD: PicturePlace = { label: 'A card on the public site', width: 583 };

/** Keyed by the back office's editor: 'about', the list resources' keys, and `siteSettings.<setting>` for a picture setting. */
export const PICTURE_PLACES: Readonly<Record<string, PicturePlace>> = {
  // web/src/features/about/about-page.css: the full container width below 900 px (899 − 2 × 16).
  about: { label: 'The About page', width: 867 },
  // web/src/features/news/news-page.css: one column of cards below 768 px (767 − 2 × 16).
  news: { label: 'A news card', width: 735 },
  deposits: GRID_CARD,
  loans: GRID_CARD,
  awards: GRID_CARD,
  // web/src/features/home/home-page.tsx and home-page.css: the hero's picture box is 560 × 420 at most, narrower only when the screen is.
  'siteSettings.hero_picture': { label: 'The banner on Home', width: 560 },
};

/** The warning for a picture narrower than its place, naming the width it needs; nothing when it is wide enough. */
export function pictureSizeWarning(place: PicturePlace, width: number, height: number): string | undefined {
  if (width >= place.width) return undefined;
  return `This picture is ${width} × ${height} px. ${place.label} shows it up to ${place.width} px wide: choose one at least ${place.width} px wide, or it will look blurred.`;
}
