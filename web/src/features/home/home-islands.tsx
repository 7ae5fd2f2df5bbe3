import { lazy } from 'react';
import type { Branch } from '@bank/shared';
import { LoadWhenNear } from '../../components/load-when-near';
import { listPath } from '../../lib/api-paths';
import { useI18n } from '../../lib/i18n';
import { defineIsland } from '../../lib/island';
import { useSiteSettings } from '../../lib/site-settings';
import { SiteLink } from '../../lib/site-navigation';
import { useApiList } from '../../lib/use-api-list';
import { FigureItem } from './figure-item';
import { homeFigures, LOAN_SCHEMES } from './home-content';

// Below the fold, with their libraries (swiper, countup, the API client): loaded as the visitor scrolls near.
const LoanSlider = lazy(() => import('./loan-slider').then((module) => ({ default: module.LoanSlider })));
const HomeGallery = lazy(() => import('./home-gallery').then((module) => ({ default: module.HomeGallery })));
const FiguresCountUp = lazy(() => import('./figures-count-up').then((module) => ({ default: module.FiguresCountUp })));

/** The loan schemes as links, then the slider (which turns by itself) once the visitor comes near. */
function HomeLoans() {
  const i18n = useI18n();
  return (
    <LoadWhenNear
      fallback={
        <ul className="loan-fallback" role="list">
          {LOAN_SCHEMES.map((scheme) => (
            <li key={scheme.title}>
              <SiteLink to={scheme.to}>{i18n._(scheme.title)}</SiteLink>
            </li>
          ))}
        </ul>
      }
    >
      <LoanSlider />
    </LoadWhenNear>
  );
}

/** The bank's figures as they are, counted up from zero once the visitor comes near them. */
function HomeFigures() {
  const settings = useSiteSettings();
  const figures = homeFigures(settings, useApiList<Branch>(listPath('branches')).records.length);
  return (
    <LoadWhenNear
      fallback={
        <ul className="figures" role="list">
          {figures.map((figure) => (
            <FigureItem key={figure.label} {...figure} />
          ))}
        </ul>
      }
    >
      <FiguresCountUp figures={figures} />
    </LoadWhenNear>
  );
}

/** The gallery's grid, its pictures asked for once the visitor comes near. */
function HomeGalleryGrid() {
  return (
    <LoadWhenNear
      fallback={
        <div className="home-gallery--loading">
          {/* The grid in the server's HTML, for a visitor without JavaScript (the server's render
              waits for its code). The browser renders nothing inside <noscript>. */}
          {import.meta.env.SSR ? (
            <noscript>
              <HomeGallery />
            </noscript>
          ) : (
            <noscript />
          )}
        </div>
      }
    >
      <HomeGallery />
    </LoadWhenNear>
  );
}

/** Home's parts that need JavaScript, each hydrated on its own on a first visit (the rest is HTML). */
export const HOME_LOANS_ISLAND = defineIsland('home-loans', HomeLoans);
export const HOME_FIGURES_ISLAND = defineIsland('home-figures', HomeFigures);
export const HOME_GALLERY_ISLAND = defineIsland('home-gallery', HomeGalleryGrid);
