import { useState } from 'react';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { LOAN_SLIDER } from '@bank/shared';
import housing from '../../assets/home/loan-housing.svg';
import gold from '../../assets/home/loan-gold.svg';
import vehicle from '../../assets/home/loan-vehicle.svg';
import agricultural from '../../assets/home/loan-agri.svg';
import { LOAN_SCHEMES } from './home-content';
import 'swiper/css';
import 'swiper/css/pagination';
import '../../components/slider.css';
import './loan-slider.css';
import { useI18n } from '../../lib/i18n';
import { SiteLink } from '../../lib/site-navigation';

/**
 * The four loan schemes, turning every 3 s at 500 ms, without looping or arrows. Slides
 * that move by themselves get a pause button, so a visitor can stop them to read (WCAG 2.2.2).
 */
const LOAN_PICTURES: Record<(typeof LOAN_SCHEMES)[number]['picture'], string> = {
  housing,
  gold,
  vehicle,
  agricultural,
};

export function LoanSlider() {
  const [slider, setSlider] = useState<SwiperInstance | null>(null);
  const [paused, setPaused] = useState(false);
  const i18n = useI18n();
  const togglePause = () => {
    if (paused) slider?.autoplay.start();
    else slider?.autoplay.stop();
    setPaused(!paused);
  };
  return (
    <>
      <Swiper
        modules={[Autoplay, Pagination, Keyboard, A11y]}
        onSwiper={setSlider}
        autoplay={{ delay: LOAN_SLIDER.autoplayDelayMs, disableOnInteraction: false, pauseOnMouseEnter: true }}
        speed={LOAN_SLIDER.speedMs}
        loop={LOAN_SLIDER.loop}
        spaceBetween={24}
        slidesPerView={1}
        breakpoints={{ 768: { slidesPerView: 2 } }}
        pagination={{ clickable: true }}
        keyboard={{ enabled: true }}
        className="loan-slider"
      >
        {LOAN_SCHEMES.map((scheme) => (
          <SwiperSlide key={scheme.title}>
            <article className="loan-slide">
              <img
                src={LOAN_PICTURES[scheme.picture]}
                alt={i18n._(scheme.title)}
                width={480}
                height={300}
                loading="lazy"
              />
              <div className="loan-slide__body">
                <h3>
                  <SiteLink className="loan-slide__link" to={scheme.to}>
                    {i18n._(scheme.title)}
                  </SiteLink>
                </h3>
                <p>{i18n._(scheme.text)}</p>
              </div>
            </article>
          </SwiperSlide>
        ))}
      </Swiper>
      <button type="button" className="button button--ghost slider-pause" onClick={togglePause}>
        {paused ? i18n._('Play slideshow') : i18n._('Pause slideshow')}
      </button>
    </>
  );
}
