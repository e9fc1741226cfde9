import {
  isNotFound,
  metaDescription,
  type PageLoaderArgs,
  postPageTitle,
  PRODUCT_NAME,
  useDeferred,
  usePageMeta,
} from '@fns/design-system';
import { Link, useLoaderData } from 'react-router-dom';
import { fetchPostBySlug, type PostDetail, type PostPageData } from '../../lib/posts-api';
import { sanitizePostHtml } from '../../lib/sanitize-post-html';
import { errorMessage } from '../../lib/use-fetched';
import { fetchRelatedPosts, RelatedPosts } from '../related-posts/related-posts';
import { ConnectionMap } from './connection-map';
import { PostHero } from './post-hero';
import { PostImages } from './post-images';
import { postStructuredData } from './post-structured-data';
import { StorySections } from './story-sections';
import styles from './post-page.module.scss';

export function loader({ params, request }: PageLoaderArgs): PostPageData {
  const post = fetchPostBySlug(params.slug, request.signal);
  // Related stories are extra: without them the post shows as it is.
  const related = post.then((loaded) => fetchRelatedPosts(loaded, request.signal)).catch(() => []);
  return { post, related };
}

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
        }
      : { title: `${PRODUCT_NAME} Blog`, exactTitle: true, noIndex: post.status === 'error' },
  );

  if (post.status === 'loading')
    return (
      <p className={styles.state} role="status">
        Loading post...
      </p>
    );
  if (post.status === 'error' && isNotFound(post.error)) return <NotFound />;
  if (post.status === 'error')
    return (
      <p className={styles.state} role="alert">
        Error: {errorMessage(post.error)}
      </p>
    );
  return <LoadedPost post={post.data} data={data} />;
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
