/**
 * Mirrors services/api/src/lib/slug.ts `slugify`, only to show the slug the server would generate.
 * The server stays the authority: it makes the slug unique and validates any slug sent.
 */
export const SLUG_MAX_LENGTH = 80;

export function slugify(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX_LENGTH) break;
    slug = next;
  }
  return slug || words[0]?.slice(0, SLUG_MAX_LENGTH) || 'post';
}
