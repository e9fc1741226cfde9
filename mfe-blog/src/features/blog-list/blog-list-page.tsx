import { PageHeader, usePageMeta } from '@fns/design-system';
import { useEffect, useState } from 'react';
import { fetchPosts, type PostSummary } from '../../lib/posts-api';
import { PostCard } from './post-card';
import styles from './blog-list-page.module.scss';

type State = { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; posts: PostSummary[] };

export default function BlogListPage() {
  usePageMeta({ title: 'Blog', description: 'Founder journeys through the four phases: face, adapt, build, thrive.' });
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    fetchPosts().then(
      (posts) => current && setState({ status: 'loaded', posts }),
      (error: Error) => current && setState({ status: 'error', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <>
      <PageHeader
        eyebrow="Founder journeys"
        title="Blog"
        intro="Real stories of founders who faced reality, adapted, built and learned to thrive — never alone."
      />
      <section className={styles.section} aria-labelledby="posts-title">
        <h2 id="posts-title">Latest stories</h2>
        {state.status === 'loading' && <p role="status">Loading posts...</p>}
        {state.status === 'error' && <p role="alert">Error loading posts: {state.message}</p>}
        {state.status === 'loaded' && (
          <ul className={styles.grid}>
            {state.posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
