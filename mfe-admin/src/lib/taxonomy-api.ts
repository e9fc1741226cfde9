import { failure, guarded, readJson, send } from './api-client';
import { TAXONOMY_ERRORS, type TaxonomyType } from './api-messages';

export type { TaxonomyType };

/** A category or a tag. */
export interface Taxonomy {
  id: number;
  name: string;
}

const PATHS: Record<TaxonomyType, string> = { category: '/categories', tag: '/tags' };

async function fetchList(type: TaxonomyType, notOk: string): Promise<Taxonomy[]> {
  return guarded(TAXONOMY_ERRORS.load, async () => {
    const response = await send(PATHS[type]);
    if (!response.ok) throw await failure(response, notOk);
    return readJson<Taxonomy[]>(response);
  });
}

/** GET /api/categories (no token). */
export const fetchCategories = () => fetchList('category', TAXONOMY_ERRORS.fetchCategories);

/** GET /api/tags (no token). */
export const fetchTags = () => fetchList('tag', TAXONOMY_ERRORS.fetchTags);

/** POST /api/categories or /api/tags with the token; the server's message, else "Failed to add {type}". */
export function addTaxonomy(type: TaxonomyType, name: string): Promise<Taxonomy> {
  return guarded(TAXONOMY_ERRORS.add(type), async () => {
    const response = await send(PATHS[type], { method: 'POST', body: { name }, token: { required: TAXONOMY_ERRORS.noToken } });
    if (!response.ok) throw await failure(response, { serverMessageOr: TAXONOMY_ERRORS.add(type) });
    return readJson<Taxonomy>(response);
  });
}

/** DELETE /api/categories/{id} or /api/tags/{id} with the token; 204 or any other ok status is success. */
export function deleteTaxonomy(type: TaxonomyType, id: number): Promise<void> {
  return guarded(TAXONOMY_ERRORS.unknown, async () => {
    const response = await send(`${PATHS[type]}/${id}`, { method: 'DELETE', token: { required: TAXONOMY_ERRORS.noToken } });
    if (!response.ok) throw await failure(response, TAXONOMY_ERRORS.delete(type, response.status));
  });
}
