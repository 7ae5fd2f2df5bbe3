import { Link } from 'react-router-dom';
import { A11y, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { SERVICES_SLIDER, type Service } from '@bank/shared';
import { CmsImage } from '../../components/cms-image';
import { PageBanner } from '../../components/page-banner';
import { Spinner } from '../../components/spinner';
import coins from '../../assets/decor-coins.svg';
import handshake from '../../assets/decor-handshake.svg';
import 'swiper/css';
import 'swiper/css/pagination';
import { listPath } from '../../lib/api-paths';
import { useApiList } from '../../lib/use-api-list';
import '../../components/slider.css';
import './services-page.css';
import { useI18n } from '../../lib/i18n';
import { useRecordLangs } from '../../lib/content-language';

export function ServicesPage() {
  const { records, isLoading } = useApiList<Service>(listPath('services'));
  const i18n = useI18n();
  const recordLangOf = useRecordLangs();
  return (
    <>
      <PageBanner
        title={i18n._('Services')}
        lead={i18n._('Everyday banking, payments and lockers, at the counter and online.')}
      />
      {isLoading ? (
        <Spinner />
      ) : (
        <>
          <section className="container section" aria-label={i18n._('Featured services')}>
            {/* One slide at a time, dots, no arrows, no looping. */}
            <Swiper
              modules={[Pagination, Keyboard, A11y]}
              slidesPerView={SERVICES_SLIDER.slidesPerView}
              speed={SERVICES_SLIDER.speedMs}
              loop={SERVICES_SLIDER.loop}
              pagination={{ clickable: true }}
              keyboard={{ enabled: true }}
              className="services-slider"
            >
              {records.map((service) => (
                <SwiperSlide key={service.id}>
                  <div className="services-slide">
                    <div lang={recordLangOf(service)}>
                      <h2>{service.name}</h2>
                      <p>{service.description}</p>
                    </div>
                    <Link className="button button--accent" to="/ContactUs">
                      {i18n._('Apply Now')}
                    </Link>
                  </div>
                </SwiperSlide>
              ))}
            </Swiper>
          </section>
          <section className="container section services-list" aria-labelledby="all-services">
            <div className="services-list__decor" aria-hidden="true">
              <img src={coins} alt="" width={160} height={160} loading="lazy" />
              <img src={handshake} alt="" width={160} height={160} loading="lazy" />
            </div>
            <div>
              <h2 id="all-services">{i18n._('All our services')}</h2>
              <ul role="list">
                {records.map((service) => (
                  <li key={service.id} className="service-row">
                    <CmsImage
                      url={service.image}
                      alt={service.name}
                      className="service-row__image"
                      sizes="(min-width: 768px) 240px, 100vw"
                      width={240}
                      height={160}
                    />
                    <div lang={recordLangOf(service)}>
                      <h3>{service.name}</h3>
                      <p>{service.description}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          </section>
        </>
      )}
    </>
  );
}
