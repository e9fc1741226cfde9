import { PRODUCT_NAME } from '@fns/design-system';
import { metaDescription } from '@fns/design-system/content';
import type { PostDetail } from '../../lib/posts-api';

/** schema.org BlogPosting for search engines (the shell adds the page's URL). */
export function postStructuredData(post: PostDetail): Record<string, unknown> {
  const image = post.image ?? post.beforeImage;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: metaDescription(post.content),
    ...(image ? { image } : {}),
    ...(post.publishAt ? { datePublished: post.publishAt } : {}),
    ...(post.category ? { articleSection: post.category.name } : {}),
    // The staff member who wrote it; a post without one (sample, imported) is the site's own.
    author: post.author ? { '@type': 'Person', name: post.author.name } : { '@type': 'Organization', name: PRODUCT_NAME },
    publisher: { '@type': 'Organization', name: PRODUCT_NAME },
  };
}
