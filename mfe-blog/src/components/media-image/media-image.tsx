import type { CSSProperties, ImgHTMLAttributes } from 'react';
import { mediaSrcSet } from '../../lib/media-variants';

type MediaImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt' | 'placeholder'> & {
  src: string;
  /** What the image shows, or '' for a decorative one. */
  alt: string;
  /** The image's displayed width per viewport, as the `sizes` attribute reads it. */
  sizes: string;
  /** The API's blur of the image (a PNG data URL, the post's `imagePlaceholders`), shown until the image loads. */
  placeholder?: string | undefined;
};

/** Only what the API sends goes into the style: a PNG in base64, nothing that could close the url(). */
const PLACEHOLDER_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/;

/**
 * The placeholder as the img's own background, scaled and centred as object-fit: cover shows the
 * image, so the blur sits where the picture appears and the loaded image covers it (a transparent
 * one shows it through).
 */
const placeholderStyle = (placeholder: string | undefined): CSSProperties | undefined =>
  placeholder && PLACEHOLDER_URL.test(placeholder)
    ? { backgroundImage: `url("${placeholder}")`, backgroundSize: 'cover', backgroundPosition: 'center' }
    : undefined;

/** A post image: the original as `src`, and the API's smaller WebP variants when the site hosts it. */
export function MediaImage({ src, sizes, alt, placeholder, style, ...imageProps }: MediaImageProps) {
  const srcSet = mediaSrcSet(src);
  const background = placeholderStyle(placeholder);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet && sizes}
      alt={alt}
      style={background ? { ...background, ...style } : style}
      {...imageProps}
    />
  );
}
