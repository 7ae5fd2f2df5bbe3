import { Link } from 'react-router-dom';
import { BANK, SITE_SETTINGS_DEFAULTS, type SiteSettings } from '@bank/shared';
import { responsiveImage } from '../../lib/responsive-image';
import { isSitePath, useSettingLangs, useSiteSettings } from '../../lib/site-settings';
import { telephone } from '../../components/contact-links';
import { IslandSlot } from '../../lib/island';
import { PhoneIcon } from '../../components/icons';
import { SocialLinks } from '../../components/social-links';
import { usePageTitle } from '../../lib/use-page-meta';
import hero from '../../assets/home/hero.svg';
import { SERVICE_CARDS } from './home-content';
import { HOME_FIGURES_ISLAND, HOME_GALLERY_ISLAND, HOME_LOANS_ISLAND } from './home-islands';
import { FixedDepositTerms, HomeRates } from './home-rates';
import { NewBranchPoster } from './new-branch-poster';
import './home-page.css';
import { useI18n } from '../../lib/i18n';
import { RecordText } from '../../lib/content-language';

/**
 * The banner's button, to a page of this site or another site's address (in the same tab, as the
 * bank's own page would open).
 */
function HeroButton({ settings }: { settings: SiteSettings }) {
  const i18n = useI18n();
  const langOf = useSettingLangs(settings);
  const { hero_button_label: label, hero_button_link: address } = settings;
  // The default label says nothing alone: 'read more about the bank', or about the banner's title when the bank links elsewhere.
  const about =
    label !== SITE_SETTINGS_DEFAULTS.hero_button_label
      ? undefined
      : address === '/About'
        ? i18n._('about the bank')
        : i18n._('about {title}', { title: settings.hero_title });
  const children = (
    <>
      <RecordText lang={langOf('hero_button_label')}>{label}</RecordText>
      {about && (
        <>
          {' '}
          <span className="visually-hidden">{about}</span>
        </>
      )}
    </>
  );
  return isSitePath(address) ? (
    <Link className="button button--accent" to={address}>
      {children}
    </Link>
  ) : (
    <a className="button button--accent" href={address}>
      {children}
    </a>
  );
}

/** The bank's own picture beside the banner, filling the drawing's box; the drawing while it has none. */
function HeroPicture({ url }: { url: string | null }) {
  if (!url) return <img className="hero__art" src={hero} alt="" width={560} height={420} />;
  const { src, srcSet } = responsiveImage(url);
  return (
    <img
      className="hero__art hero__art--picture"
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? '(min-width: 1200px) 516px, (min-width: 900px) 42vw, min(560px, 100vw)' : undefined}
      alt=""
      width={560}
      height={420}
      decoding="async"
    />
  );
}

export function HomePage() {
  usePageTitle(null);
  const i18n = useI18n();
  const settings = useSiteSettings();
  const langOf = useSettingLangs(settings);
  return (
    <>
      <NewBranchPoster />

      <section className="hero">
        <div className="container hero__grid">
          <div>
            <p className="eyebrow">{BANK.name}</p>
            <h1 lang={langOf('hero_title')}>{settings.hero_title}</h1>
            <p className="hero__lead" lang={langOf('hero_text')}>
              {settings.hero_text}
            </p>
            <div className="hero__actions">
              <HeroButton settings={settings} />
              <a className="hero__phone" href={telephone(BANK.phone)}>
                <PhoneIcon /> {BANK.phone}
              </a>
            </div>
            <SocialLinks className="social social--light" />
          </div>
          <HeroPicture url={settings.hero_picture} />
        </div>
      </section>

      <section className="container section" aria-labelledby="home-services">
        <h2 id="home-services" className="section__title">
          {i18n._('Our Services')}
        </h2>
        <ul className="service-cards" role="list">
          {SERVICE_CARDS.map((card) => (
            <li key={card.title} className="service-card">
              <h3>
                <Link className="service-card__link" to={card.to}>
                  {i18n._(card.title)}
                </Link>
              </h3>
              <p>{i18n._(card.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section section--tinted" aria-labelledby="home-rates">
        <div className="container rates">
          <div>
            <h2 id="home-rates" className="section__title">
              {i18n._('Interest Rates')}
            </h2>
            <FixedDepositTerms />
            <Link className="button" to="/InterestRates">
              {i18n._('View More')}
            </Link>
          </div>
          <HomeRates />
        </div>
      </section>

      <section className="container section" aria-labelledby="home-loans">
        <h2 id="home-loans" className="section__title">
          {i18n._('Loan Schemes')}
        </h2>
        <IslandSlot island={HOME_LOANS_ISLAND} />
      </section>

      <section className="section section--navy" aria-labelledby="home-figures">
        <div className="container">
          <h2 id="home-figures" className="section__title">
            {i18n._('Deposit Plans You Can Trust')}
          </h2>
          <IslandSlot island={HOME_FIGURES_ISLAND} />
        </div>
      </section>

      <section className="container section" aria-labelledby="home-gallery">
        <h2 id="home-gallery" className="section__title">
          {i18n._('Gallery')}
        </h2>
        <IslandSlot island={HOME_GALLERY_ISLAND} />
      </section>
    </>
  );
}
