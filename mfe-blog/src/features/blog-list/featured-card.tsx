import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ImagePlaceholder } from '../../components/image-placeholder/image-placeholder';
import { MediaImage } from '../../components/media-image/media-image';
import type { FeaturedPost } from '../../lib/posts-api';
import { categoryLabel, excerpt } from '../../lib/post-text';
import styles from './featured-card.module.scss';

/** Half a card: a full-width card from 768px, half of the two-column grid from 1280px. */
const IMAGE_SIZES = '(min-width: 1280px) 18rem, (min-width: 768px) 50vw, 100vw';

/**
 * A featured story: pointing at it (or focusing inside it) swaps its "before" image for "after".
 * The first card's image is usually the largest thing in the first screen: it loads first.
 */
export function FeaturedCard({ post, first = false }: { post: FeaturedPost; first?: boolean }) {
  const [showAfter, setShowAfter] = useState(false);
  const before = post.before ?? post.image;
  const shown = showAfter && post.after ? post.after : before;
  const stage = shown === post.after ? 'After' : 'Before';
  return (
    <article
      className={styles.card}
      onMouseEnter={() => setShowAfter(true)}
      onMouseLeave={() => setShowAfter(false)}
      onFocus={() => setShowAfter(true)}
      onBlur={() => setShowAfter(false)}
      data-showing={stage.toLowerCase()}
    >
      <div className={styles.media}>
        {shown ? (
          <MediaImage
            className={styles.image}
            src={shown}
            placeholder={post.imagePlaceholders[shown]}
            sizes={IMAGE_SIZES}
            alt={`${stage}: ${post.title}`}
            width={1200}
            height={630}
            fetchPriority={first ? 'high' : undefined}
          />
        ) : (
          <ImagePlaceholder className={styles.image} />
        )}
        {shown && <span className={styles.stage}>{stage}</span>}
      </div>
      <div className={styles.body}>
        <p className={styles.category}>{categoryLabel(post.category)}</p>
        <h3 className={styles.title}>{post.title}</h3>
        {post.quote && <blockquote className={styles.quote}>“{post.quote}”</blockquote>}
        <p className={styles.excerpt}>{excerpt(post.reality)}</p>
        <Link to={`/blog/${post.slug}`} className={styles.more}>
          {/* The title in the link text tells search engines and screen readers where it goes. */}
          Read More<span className="visually-hidden"> about {post.title}</span>
        </Link>
      </div>
    </article>
  );
}
