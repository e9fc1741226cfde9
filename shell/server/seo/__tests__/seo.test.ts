/** @jest-environment node */
import type { PublishedPost } from '../published-posts';
import { renderRss } from '../rss';
import { INDEXED_PATHS } from '../seo-routes';
import { renderSitemap } from '../sitemap';

const post = (overrides: Partial<PublishedPost> = {}): PublishedPost => ({
  slug: 'runway-story',
  title: 'Runway <"Story"> & more',
  content: '<p>We had five months, not fourteen.</p>',
  image: '/api/media/sample/cover.jpg',
  beforeImage: null,
  category: 'FACE',
  publishAt: '2025-04-14T10:00:00.000Z',
  updatedAt: '2025-04-15T10:00:00.000Z',
  ...overrides,
});

describe('sitemap and feed', () => {
  it('lists the public pages (no admin, no demos, no mail links) and every post', () => {
    expect(INDEXED_PATHS).toContain('/');
    expect(INDEXED_PATHS).toContain('/blog');
    expect(INDEXED_PATHS).not.toContain('/welcome');
    expect(INDEXED_PATHS.some((path) => path.startsWith('/admin') || path.includes('demo') || path.includes(':'))).toBe(false);
    const xml = renderSitemap('https://x.io', ['/', '/blog'], [post()]);
    expect(xml).toContain('<loc>https://x.io/blog/runway-story</loc><lastmod>2025-04-15</lastmod>');
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });

  it("dates a scheduled post's page from when it became public, when that came after its last edit", () => {
    const scheduled = post({ updatedAt: '2025-04-15T10:00:00.000Z', publishAt: '2025-05-01T08:00:00.000Z' });
    expect(renderSitemap('https://x.io', [], [scheduled])).toContain('<lastmod>2025-05-01</lastmod>');
  });

  it('writes RSS 2.0 items in the given (newest first) order', () => {
    const rss = renderRss('https://x.io', [post({ slug: 'new', title: 'New' }), post({ slug: 'old', title: 'Old' })]);
    expect(rss).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(rss.indexOf('<title>New</title>')).toBeLessThan(rss.indexOf('<title>Old</title>'));
    expect(rss).toContain('<pubDate>Mon, 14 Apr 2025 10:00:00 GMT</pubDate>');
    expect(rss).toContain('<category>FACE</category>');
  });
});
