import { usePageMeta, PRODUCT_NAME } from '@fns/design-system';
import DOMPurify from 'dompurify';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { fetchPostBySlug, type PostDetail } from '../../lib/posts-api';
import styles from './post-page.module.scss';

type State = { status: 'loading' } | { status: 'error'; message: string } | { status: 'not-found' } | { status: 'loaded'; post: PostDetail };

export default function PostPage() {
  const { slug } = useParams();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    fetchPostBySlug(slug).then(
      (post) => current && setState(post ? { status: 'loaded', post } : { status: 'not-found' }),
      (error: unknown) => current && setState({ status: 'error', message: error instanceof Error ? error.message : 'An unknown error occurred' }),
    );
    return () => {
      current = false;
    };
  }, [slug]);

  const post = state.status === 'loaded' ? state.post : null;
  usePageMeta({ title: post ? `${post.title} - ${PRODUCT_NAME} Blog` : `${PRODUCT_NAME} Blog`, exactTitle: true });

  return (
    <article className={styles.page}>
      {state.status === 'loading' && <p role="status">Loading post...</p>}
      {state.status === 'error' && <p role="alert">Error: {state.message}</p>}
      {state.status === 'not-found' && (
        <>
          <h1>Blog post not found.</h1>
          <p>The post you&apos;re looking for may have been removed or is not published yet.</p>
          <Link to="/blog">Back to the blog</Link>
        </>
      )}
      {post && (
        <>
          <p className={styles.category}>{post.category?.name ?? 'Uncategorized'}</p>
          <h1>{post.title}</h1>
          {/* Sanitized on the server before storing, and again here before display. */}
          <div className={styles.content} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(post.content) }} />
        </>
      )}
    </article>
  );
}
