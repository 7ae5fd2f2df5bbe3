import { CmsImage } from '../../components/cms-image';
import { useGallery } from '../../lib/get-gallery';
import { useRecordLangs } from '../../lib/content-language';

/** A grid of the gallery's pictures (the same records as the About page's slider). */
export function HomeGallery() {
  const { records } = useGallery();
  const recordLangOf = useRecordLangs();
  return (
    <ul className="home-gallery" role="list">
      {records.slice(0, 6).map((item) => (
        <li key={item.id}>
          <figure lang={recordLangOf(item)}>
            <CmsImage url={item.image} alt={item.name} sizes="(min-width: 900px) 33vw, 50vw" />
          </figure>
        </li>
      ))}
    </ul>
  );
}
