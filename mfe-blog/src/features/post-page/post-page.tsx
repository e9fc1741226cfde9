import { metaDescription, postPageTitle, PRODUCT_NAME, usePageMeta } from '@fns/design-system';
import DOMPurify from 'dompurify';
import { Link, useParams } from 'react-router-dom';
import { fetchPostBySlug, PostNotFoundError, type PostDetail } from '../../lib/posts-api';
import { errorMessage, useFetched } from '../../lib/use-fetched';
import { RelatedPosts } from '../related-posts/related-posts';
import { ConnectionMap } from './connection-map';
import { PostHero } from './post-hero';
import { PostImages } from './post-images';
import { StorySections } from './story-sections';
import styles from './post-page.module.scss';

export default function PostPage() {
  const { slug } = useParams();
  const post = useFetched((signal) => fetchPostBySlug(slug, signal), [slug]);
  const loaded = post.status === 'loaded' ? post.data : null;
  usePageMeta({
    title: loaded ? postPageTitle(loaded.title) : `${PRODUCT_NAME} Blog`,
    description: loaded ? metaDescription(loaded.content) : undefined,
    exactTitle: true,
  });

  if (post.status === 'loading') return <p className={styles.state} role="status">Loading post...</p>;
  if (post.status === 'error' && post.error instanceof PostNotFoundError) return <NotFound />;
  if (post.status === 'error') return <p className={styles.state} role="alert">Error: {errorMessage(post.error)}</p>;
  return <LoadedPost post={post.data} />;
}

function NotFound() {
  return (
    <section className={styles.state}>
      <h1>Blog post not found.</h1>
      <p>The post you&apos;re looking for may have been removed or is not published yet.</p>
      <Link to="/blog">Browse all stories</Link>
    </section>
  );
}

function LoadedPost({ post }: { post: PostDetail }) {
  return (
    <article className={styles.article}>
      <PostHero post={post} />
      <div className={styles.body}>
        <StorySections post={post} />
        {/* Sanitized on the server before it was stored, and again here before display. */}
        <div className={styles.content} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(post.content) }} />
        {post.outcome && (
          <section className={styles.outcome} aria-labelledby="outcome-title">
            <h2 id="outcome-title">Outcome</h2>
            <p>{post.outcome}</p>
          </section>
        )}
        <PostImages post={post} />
        <ConnectionMap post={post} />
      </div>
      <RelatedPosts current={post} />
    </article>
  );
}
