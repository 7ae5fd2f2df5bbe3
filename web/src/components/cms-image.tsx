import { responsiveImage } from '../lib/responsive-image';

interface CmsImageProps {
  url: string | null;
  alt: string;
  /** The width the picture takes in the layout, for the browser's choice of size. */
  sizes?: string;
  className?: string;
  /** Pictures above the fold (a list's first card: the page's largest paint on a phone) load at once; the rest when they come near the viewport. */
  eager?: boolean;
  width?: number;
  height?: number;
}

/** A picture from the media library, in the size the layout needs; nothing when there is none. */
export function CmsImage({
  url,
  alt,
  sizes = '(min-width: 768px) 33vw, 100vw',
  className,
  eager = false,
  width = 750,
  height = 500,
}: CmsImageProps) {
  if (!url) return null;
  const { src, srcSet } = responsiveImage(url);
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      // An eager picture is the page's largest paint on a phone: fetched before the other pictures.
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}
