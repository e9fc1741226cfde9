/** @jest-environment node */
import { withNoIndex, withPostHead } from '../post-head';
import type { PublishedPost } from '../published-posts';
import { renderRss } from '../rss';
import { INDEXED_PATHS } from '../seo-routes';
import { renderSitemap } from '../sitemap';

const INDEX = '<html><head><title>Founders Never Solo</title><meta name="description" content="generic" /></head><body></body></html>';
const post = (overrides: Partial<PublishedPost> = {}): PublishedPost => ({
  slug: 'runway-story',
  title: 'Runway <"Story"> & more',
  content: '<p>We had five months, not fourteen.</p>',
  image: '/api/media/sample/cover.jpg',
  beforeImage: null,
  category: 'FACE',
  publishedAt: '2025-04-14T10:00:00.000Z',
  updatedAt: '2025-04-15T10:00:00.000Z',
  ...overrides,
});

describe('post head', () => {
  it('puts the title, description, canonical URL and social tags in the head, escaped', () => {
    const html = withPostHead(INDEX, post(), 'https://fns.example');
    expect(html).toContain('<title>Runway &lt;&quot;Story&quot;&gt; &amp; more - Founders Never Solo Blog</title>');
    expect(html).toContain('<meta name="description" content="We had five months, not fourteen...." />');
    expect(html).toContain('<link rel="canonical" href="https://fns.example/blog/runway-story" />');
    expect(html).toContain('<meta property="og:image" content="https://fns.example/api/media/sample/cover.jpg" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).not.toContain('content="generic"');
  });

  it('falls back to the before image, then to the placeholder', () => {
    expect(withPostHead(INDEX, post({ image: null, beforeImage: 'https://cdn.example/b.jpg' }), 'https://x.io')).toContain(
      'og:image" content="https://cdn.example/b.jpg"',
    );
    expect(withPostHead(INDEX, post({ image: null }), 'https://x.io')).toContain('og:image" content="https://x.io/api/media/brand/social-default.jpg"');
  });

  it('replaces the description of the minified index.html too', () => {
    const minified = '<html><head><meta name=description content="generic"><title>x</title></head></html>';
    expect(withPostHead(minified, post(), 'https://x.io')).not.toContain('generic');
  });

  it('marks a missing post noindex', () => {
    expect(withNoIndex(INDEX)).toContain('<meta name="robots" content="noindex" />');
  });
});

describe('sitemap and feed', () => {
  it('lists the public pages (no admin, no demos) and every post', () => {
    expect(INDEXED_PATHS).toContain('/');
    expect(INDEXED_PATHS).toContain('/blog');
    expect(INDEXED_PATHS.some((path) => path.startsWith('/admin') || path.includes('demo') || path.includes(':'))).toBe(false);
    const xml = renderSitemap('https://x.io', ['/', '/blog'], [post()]);
    expect(xml).toContain('<loc>https://x.io/blog/runway-story</loc><lastmod>2025-04-15</lastmod>');
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });

  it('writes RSS 2.0 items in the given (newest first) order', () => {
    const rss = renderRss('https://x.io', [post({ slug: 'new', title: 'New' }), post({ slug: 'old', title: 'Old' })]);
    expect(rss).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(rss.indexOf('<title>New</title>')).toBeLessThan(rss.indexOf('<title>Old</title>'));
    expect(rss).toContain('<pubDate>Mon, 14 Apr 2025 10:00:00 GMT</pubDate>');
    expect(rss).toContain('<category>FACE</category>');
  });
});
