/** The fields of a published post the server-side pages need (see the API's post mapper). */
export interface PublishedPost {
  slug: string;
  title: string;
  content: string;
  image: string | null;
  beforeImage: string | null;
  category: unknown;
  publishAt: string | null;
  updatedAt: string;
}

const TIMEOUT_MS = 5_000;

/** Every published post, newest first. */
export async function fetchPublishedPosts(apiUrl: string): Promise<PublishedPost[]> {
  const response = await fetch(`${apiUrl}/api/posts`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`the API answered ${response.status}`);
  return (await response.json()) as PublishedPost[];
}

/** The category's name whether the API gave a name or a `{ id, name }` object. */
export function categoryName(category: unknown): string | null {
  if (typeof category === 'string') return category;
  if (category && typeof category === 'object' && 'name' in category && typeof category.name === 'string') return category.name;
  return null;
}
