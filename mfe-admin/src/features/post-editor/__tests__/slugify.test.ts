/** @jest-environment node */
import { SLUG_MAX_LENGTH, slugify } from '../slugify';

describe('slugify (mirror of the server)', () => {
  it.each([
    ['From Idea to Launch!', 'from-idea-to-launch'],
    ['Café & Crème', 'cafe-and-creme'],
    ['  --  ', 'post'],
    ['Ärger über Öl', 'arger-uber-ol'],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('cuts at a word boundary within the maximum length', () => {
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith('word')).toBe(true);
  });
});

describe('stays in step with the server it mirrors', () => {
  // A test-only look at the API's source: the shipped remote never imports it.
  it.each(['From Idea to Launch!', 'Café & Crème', '  --  ', 'word '.repeat(40), 'x'.repeat(120), 'Q3: 90% of startups fail?'])(
    '%j',
    async (title) => {
      const server = await import('../../../../../services/api/src/lib/slug');
      expect(slugify(title)).toBe(server.slugify(title));
    },
  );
});
