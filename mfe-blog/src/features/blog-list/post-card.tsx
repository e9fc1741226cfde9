import { Link } from 'react-router-dom';
import { ImagePlaceholder } from '../../components/image-placeholder/image-placeholder';
import { MediaImage } from '../../components/media-image/media-image';
import type { PostSummary } from '../../lib/posts-api';
import { categoryLabel, excerpt } from '../../lib/post-text';
import styles from './post-card.module.scss';

/** One column of the posts grid: three from 1024px, two from 768px. */
const IMAGE_SIZES = '(min-width: 1024px) 24rem, (min-width: 768px) 50vw, 100vw';

export function PostCard({ post }: { post: PostSummary }) {
  return (
    <article className={styles.card}>
      {post.image ? (
        <MediaImage
          className={styles.image}
          src={post.image}
          placeholder={post.imagePlaceholders[post.image]}
          sizes={IMAGE_SIZES}
          alt=""
          loading="lazy"
          width={1200}
          height={630}
        />
      ) : (
        <ImagePlaceholder className={styles.image} />
      )}
      <div className={styles.body}>
        <p className={styles.category}>{categoryLabel(post.category)}</p>
        <h3 className={styles.title}>{post.title}</h3>
        <dl className={styles.excerpts}>
          <dt>Vision</dt>
          <dd>{excerpt(post.vision)}</dd>
          <dt>Reality</dt>
          <dd>{excerpt(post.reality)}</dd>
        </dl>
        <Link to={`/blog/${post.slug}`} className={styles.more}>
          {/* The title in the link text tells search engines and screen readers where it goes. */}
          Read More<span className="visually-hidden"> about {post.title}</span>
        </Link>
      </div>
    </article>
  );
}
