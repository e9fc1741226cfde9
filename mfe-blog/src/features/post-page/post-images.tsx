import { ComparisonSlider } from '../../components/comparison-slider/comparison-slider';
import { MediaImage } from '../../components/media-image/media-image';
import type { PostDetail } from '../../lib/posts-api';
import styles from './post-images.module.scss';

/** The article column: 52rem less its padding, or the screen. */
const IMAGE_SIZES = '(min-width: 52rem) 50rem, 100vw';

/** Both images: the comparison slider. One: that image, labelled. None: nothing. */
export function PostImages({ post }: { post: PostDetail }) {
  // None from an API older than placeholders: the images then load without.
  const { beforeImage, afterImage, title, imagePlaceholders = {} } = post;
  if (!beforeImage && !afterImage) return null;
  const single = (beforeImage ?? afterImage)!;
  return (
    <section className={styles.images} aria-labelledby="images-title">
      <h2 id="images-title">Before and after</h2>
      {beforeImage && afterImage ? (
        <ComparisonSlider
          beforeImage={beforeImage}
          afterImage={afterImage}
          beforeAlt={`Before: ${title}`}
          afterAlt={`After: ${title}`}
          placeholders={imagePlaceholders}
          sizes={IMAGE_SIZES}
        />
      ) : (
        <figure className={styles.single}>
          <MediaImage
            src={single}
            placeholder={imagePlaceholders[single]}
            sizes={IMAGE_SIZES}
            alt={`${beforeImage ? 'Before' : 'After'}: ${title}`}
            width={1200}
            height={630}
          />
          <figcaption>{beforeImage ? 'Before' : 'After'}</figcaption>
        </figure>
      )}
    </section>
  );
}
