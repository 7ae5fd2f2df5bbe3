import type { Island } from '../lib/island';
import { HOME_FIGURES_ISLAND, HOME_GALLERY_ISLAND, HOME_LOANS_ISLAND } from '../features/home/home-islands';
import { HEADER_ISLAND } from './header';
import { LANGUAGE_OFFER_ISLAND } from './language-offer-slot';

/**
 * Every island a page hydrating in islands may hold (a page's declaration says `hydration:
 * 'islands'`): the layout's and Home's. Their code, and none of the router's, is what such a page
 * downloads (islands.tsx).
 */
export const ISLANDS: readonly Island[] = [
  HEADER_ISLAND,
  LANGUAGE_OFFER_ISLAND,
  HOME_LOANS_ISLAND,
  HOME_FIGURES_ISLAND,
  HOME_GALLERY_ISLAND,
];

/** The parts of the page's catalogue the islands' texts are in: the layout's and Home's. */
export const ISLAND_CATALOGUE_PARTS = ['site', 'home'] as const;
