import { CmsImage } from '../../components/cms-image';
import { useGallery } from '../../lib/get-gallery';

/** A grid of the gallery's pictures (the same records as the About page's slider). */
export function HomeGallery() {
  const { records } = useGallery();
  return (
    <ul className="home-gallery" role="list">
      {records.slice(0, 6).map((item) => (
        <li key={item.id}>
          <figure>
            <CmsImage url={item.image} alt={item.name} sizes="(min-width: 900px) 33vw, 50vw" />
          </figure>
        </li>
      ))}
    </ul>
  );
}
