import { A11y, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { ABOUT_GALLERY_BREAKPOINTS, type GalleryItem } from '@bank/shared';
import { CmsImage } from './cms-image';
import 'swiper/css';
import 'swiper/css/pagination';
import './slider.css';
import './gallery-slider.css';

const breakpoints = Object.fromEntries(
  Object.entries(ABOUT_GALLERY_BREAKPOINTS).map(([width, slidesPerView]) => [width, { slidesPerView }]),
);

/** The About gallery: 3 pictures from 1024 px, 2 from 600, 1 below; keyboard and dots. */
export function GallerySlider({ items }: { items: GalleryItem[] }) {
  return (
    <Swiper
      modules={[Pagination, Keyboard, A11y]}
      slidesPerView={1}
      spaceBetween={16}
      breakpoints={breakpoints}
      pagination={{ clickable: true }}
      keyboard={{ enabled: true }}
      className="gallery-slider"
    >
      {items.map((item) => (
        <SwiperSlide key={item.id}>
          <figure className="gallery-slide">
            <CmsImage
              url={item.image}
              alt={item.name}
              sizes="(min-width: 1024px) 33vw, (min-width: 600px) 50vw, 100vw"
            />
          </figure>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
