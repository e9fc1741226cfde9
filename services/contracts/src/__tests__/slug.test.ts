import { firstFreeSlug, slugify } from '../slug';

describe('slugify', () => {
  it.each([
    ['Facing the Runway: When the Numbers Stopped Lying', 'facing-the-runway-when-the-numbers-stopped-lying'],
    ['  Café & Crème brûlée!  ', 'cafe-and-creme-brulee'],
    ['Q3 -- 2025 / plan', 'q3-2025-plan'],
    ['Ärger über Öl', 'arger-uber-ol'],
    ['!!!', 'post'],
    ['日本語', 'post'],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('cuts long titles at a word boundary within 80 characters', () => {
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
    expect(slugify('x'.repeat(120))).toHaveLength(80);
  });
});

describe('firstFreeSlug', () => {
  it('adds the first free number', () => {
    expect(firstFreeSlug('a', new Set())).toBe('a');
    expect(firstFreeSlug('a', new Set(['a', 'a-2', 'a-4']))).toBe('a-3');
  });
});
