import { PRODUCT_NAME, usePageMeta } from '@fns/design-system';
import { isNotFound, movedTo, useDeferred } from '@fns/design-system/data';
import { metaDescription, postPageTitle } from '@fns/design-system/content';
import { Link, Navigate, useLoaderData } from 'react-router-dom';
import type { PostDetail } from '../../lib/posts-api';
import { sanitizePostHtml } from '../../lib/sanitize-post-html';
import { errorMessage } from '../../lib/use-fetched';
import { RelatedPosts } from '../related-posts/related-posts';
import { ConnectionMap } from './connection-map';
import { PostHero } from './post-hero';
import { PostImages } from './post-images';
import type { PostPageData } from './post-loader';
import { postStructuredData } from './post-structured-data';
import { PreviewBanner } from './preview-banner';
import { StorySections } from './story-sections';
import styles from './post-page.module.scss';

export { loader } from './post-loader';

export default function PostPage() {
  const data = useLoaderData<PostPageData>();
  const post = useDeferred(data.post);
  const loaded = post.status === 'loaded' ? post.data : null;
  usePageMeta(
    loaded
      ? {
          title: postPageTitle(loaded.title),
          headline: loaded.title,
          description: metaDescription(loaded.content),
          exactTitle: true,
          type: 'article',
          ...(loaded.image || loaded.beforeImage ? { image: (loaded.image ?? loaded.beforeImage)! } : {}),
          structuredData: postStructuredData(loaded),
          // A preview shows what readers do not see (yet): never in search results.
          noIndex: Boolean(loaded.preview),
        }
      : { title: `${PRODUCT_NAME} Blog`, exactTitle: true, noIndex: post.status === 'error' },
  );

  if (post.status === 'loading')
    return (
      <p className={styles.state} role="status">
        Loading post...
      </p>
    );
  if (post.status === 'error') return <PostError error={post.error} />;
  return <LoadedPost post={post.data} data={data} />;
}

function PostError({ error }: { error: { name: string; message: string } }) {
  // Reached by a former slug in the browser (the server answers it with a 301): the address becomes the current one.
  const moved = movedTo(error);
  if (moved) return <Navigate to={moved} replace />;
  if (isNotFound(error)) return <NotFound />;
  return (
    <p className={styles.state} role="alert">
      Error: {errorMessage(error)}
    </p>
  );
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

function LoadedPost({ post, data }: { post: PostDetail; data: PostPageData }) {
  return (
    <article className={styles.article}>
      {post.preview && <PreviewBanner publishedVersion={Boolean(post.publishedVersion)} />}
      <PostHero post={post} />
      <div className={styles.body}>
        <StorySections post={post} />
        <div className={styles.content} dangerouslySetInnerHTML={{ __html: sanitizePostHtml(post.content) }} />
        {post.outcome && (
          <section className={styles.outcome} aria-labelledby="outcome-title">
            <h2 id="outcome-title">Outcome</h2>
            <p>{post.outcome}</p>
          </section>
        )}
        <PostImages post={post} />
        <ConnectionMap post={post} />
      </div>
      <RelatedPosts current={post} related={data.related} />
    </article>
  );
}
