import type { ImgHTMLAttributes } from 'react';
import { mediaSrcSet } from '../../lib/media-variants';

type MediaImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt'> & {
  src: string;
  /** What the image shows, or '' for a decorative one. */
  alt: string;
  /** The image's displayed width per viewport, as the `sizes` attribute reads it. */
  sizes: string;
};

/** A post image: the original as `src`, and the API's smaller WebP variants when the site hosts it. */
export function MediaImage({ src, sizes, alt, ...imageProps }: MediaImageProps) {
  const srcSet = mediaSrcSet(src);
  return <img src={src} srcSet={srcSet} sizes={srcSet && sizes} alt={alt} {...imageProps} />;
}
