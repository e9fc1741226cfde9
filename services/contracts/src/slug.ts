// URL slugs, the API's and the console's alike: the console shows the slug the API will make, and the
// API stays the authority (it makes the slug unique and validates any sent). Free of imports, for browsers.
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 80;

/** URL slug from a title: ASCII, lowercase, hyphen-separated, cut at a word boundary. */
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

/** The first of base, base-2, base-3, ... that is not taken. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
