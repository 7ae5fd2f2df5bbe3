import { lazy } from 'react';
import { Link } from 'react-router-dom';
import { BANK, type Branch } from '@bank/shared';
import { API_PATHS } from '../../lib/api-paths';
import { useApiList } from '../../lib/use-api-list';
import { telephone } from '../../components/contact-links';
import { LoadWhenNear } from '../../components/load-when-near';
import { PhoneIcon } from '../../components/icons';
import { SocialLinks } from '../../components/social-links';
import { usePageTitle } from '../../lib/use-page-meta';
import hero from '../../assets/home/hero.svg';
import { FigureItem } from './figure-item';
import { homeFigures, FIXED_DEPOSIT_TERMS, HERO_TITLE, LOAN_SCHEMES, SERVICE_CARDS } from './home-content';
import { HomeRates } from './home-rates';
import { NewBranchPoster } from './new-branch-poster';
import './home-page.css';

// Below the fold, with their libraries (swiper, countup, the API client): loaded as the visitor scrolls near.
const LoanSlider = lazy(() => import('./loan-slider').then((module) => ({ default: module.LoanSlider })));
const FiguresCountUp = lazy(() => import('./figures-count-up').then((module) => ({ default: module.FiguresCountUp })));
const HomeGallery = lazy(() => import('./home-gallery').then((module) => ({ default: module.HomeGallery })));

export function HomePage() {
  usePageTitle(null);
  const figures = homeFigures(useApiList<Branch>(API_PATHS.branches).records.length);
  return (
    <>
      <NewBranchPoster />

      <section className="hero">
        <div className="container hero__grid">
          <div>
            <p className="eyebrow">{BANK.name}</p>
            <h1>{HERO_TITLE}</h1>
            <p className="hero__lead">
              A co-operative bank owned by its members: savings and deposits that grow safely, loans decided close to you, and people who know your name.
            </p>
            <div className="hero__actions">
              <Link className="button button--accent" to="/About">
                read more<span className="visually-hidden"> about the bank</span>
              </Link>
              <a className="hero__phone" href={telephone(BANK.phone)}>
                <PhoneIcon /> {BANK.phone}
              </a>
            </div>
            <SocialLinks className="social social--light" />
          </div>
          <img className="hero__art" src={hero} alt="" width={560} height={420} />
        </div>
      </section>

      <section className="container section" aria-labelledby="home-services">
        <h2 id="home-services" className="section__title">
          Our Services
        </h2>
        <ul className="service-cards" role="list">
          {SERVICE_CARDS.map((card) => (
            <li key={card.title} className="service-card">
              <h3>{card.title}</h3>
              <p>{card.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section section--tinted" aria-labelledby="home-rates">
        <div className="container rates">
          <div>
            <h2 id="home-rates" className="section__title">
              Interest Rates
            </h2>
            <p>Fixed deposits from {FIXED_DEPOSIT_TERMS}, with higher rates for senior citizens.</p>
            <Link className="button" to="/InterestRates">
              View More
            </Link>
          </div>
          <HomeRates />
        </div>
      </section>

      <section className="container section" aria-labelledby="home-loans">
        <h2 id="home-loans" className="section__title">
          Loan Schemes
        </h2>
        <LoadWhenNear
          fallback={
            <ul className="loan-fallback" role="list">
              {LOAN_SCHEMES.map((scheme) => (
                <li key={scheme.title}>{scheme.title}</li>
              ))}
            </ul>
          }
        >
          <LoanSlider />
        </LoadWhenNear>
      </section>

      <section className="section section--navy" aria-labelledby="home-figures">
        <div className="container">
          <h2 id="home-figures" className="section__title">
            Deposit Plans You Can Trust
          </h2>
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
        </div>
      </section>

      <section className="container section" aria-labelledby="home-gallery">
        <h2 id="home-gallery" className="section__title">
          Gallery
        </h2>
        <LoadWhenNear fallback={<div className="home-gallery home-gallery--loading" />}>
          <HomeGallery />
        </LoadWhenNear>
      </section>
    </>
  );
}
