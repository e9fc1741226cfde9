import { type PageLoaderArgs, PageHeader, usePageMeta } from '@fns/design-system';
import { useCallback, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { Phase } from '../../lib/phases';
import { type BlogListData, fetchFeaturedPosts, fetchPosts } from '../../lib/posts-api';
import { FeaturedStories } from './featured-stories';
import { LatestStories, type PostsFilter } from './latest-stories';
import { PhaseFilter } from './phase-filter';
import { useNavigationFilter } from './use-navigation-filter';
import styles from './blog-list-page.module.scss';

export function loader({ request }: PageLoaderArgs): BlogListData {
  return { featured: fetchFeaturedPosts(request.signal), posts: fetchPosts(null, request.signal) };
}

/** Clearing a filter that came with the navigation (same address) keeps the data the page has. */
export const shouldRevalidate = ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) => currentUrl.href !== nextUrl.href;

export default function BlogListPage() {
  const { featured, posts } = useLoaderData<BlogListData>();
  usePageMeta({
    title: 'Blog',
    description: 'Founder journeys through the four phases — face, adapt, build, thrive — told honestly, with what changed and why.',
  });
  // Until the reader first chooses, the list is the page's own data; every choice after (clearing too) fetches.
  const [filter, setFilter] = useState<PostsFilter | null>(null);
  const choose = useCallback((phase: Phase | null) => setFilter({ phase }), []);
  useNavigationFilter(choose);

  return (
    <>
      <PageHeader
        eyebrow="Founder journeys"
        title="Blog"
        intro="Real stories of founders who faced reality, adapted, built and learned to thrive. Each one starts with a vision, meets a reality check, and ends with what changed — never alone."
      />
      <FeaturedStories posts={featured} />
      <section className={styles.section} aria-labelledby="latest-title">
        <h2 id="latest-title">Latest stories</h2>
        <p className={styles.lead}>Choose a phase to see the stories from that part of the journey; choose it again to see them all.</p>
        <PhaseFilter active={filter?.phase ?? null} onChange={choose} />
        <LatestStories filter={filter} allPosts={posts} />
      </section>
    </>
  );
}
