import { Router } from 'express';
import { z } from 'zod';
import type { Config } from '../../config/config';
import { conflict, notFound } from '../../lib/api-error';
import { idParam, keptAfterTrim, parseInput } from '../../lib/validation';
import { requireStaff } from '../auth/auth.middleware';
import { nextId } from '../counters/counter.model';
import { nameKeyOf, type TaxonomyModel } from './taxonomy.model';

export const NAME_MAX_LENGTH = 50;

export const taxonomyInputSchema = z.object({
  name: z
    .string('Name is required.')
    .trim()
    .min(1, 'Name is required.')
    .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters.`)
    .regex(keptAfterTrim(1), 'Name is required.'),
});

export interface TaxonomyKind {
  /** "category" or "tag": used in messages. */
  label: string;
  /** Where it is mounted, as the OpenAPI document names it. */
  path: '/api/categories' | '/api/tags';
  model: TaxonomyModel;
  /** Counter sequence name for integer ids. */
  sequence: string;
  /** Runs after a delete, e.g. to detach posts from a removed category. */
  afterDelete?: (id: number) => Promise<unknown>;
  /** Runs after any add or delete, e.g. to drop cached answers that show category names. */
  afterChange?: () => void;
}

/** /api/categories and /api/tags: the same list, add and delete calls for both kinds. */
export function taxonomyRouter(config: Config, kind: TaxonomyKind): Router {
  const capitalized = kind.label[0]!.toUpperCase() + kind.label.slice(1);
  const idSchema = idParam(capitalized);
  const router = Router();

  router.get('/', async (_req, res) => {
    const items = await kind.model.find({}, { name: 1 }).sort({ _id: 1 }).lean();
    res.json(items.map((item) => ({ id: item._id, name: item.name })));
  });

  router.post('/', requireStaff(config, `POST ${kind.path}`), async (req, res) => {
    const { name } = parseInput(taxonomyInputSchema, req.body);
    const nameKey = nameKeyOf(name);
    if (await kind.model.exists({ nameKey })) throw conflict(`A ${kind.label} named "${name}" already exists.`);
    const id = await nextId(kind.sequence);
    await kind.model.create({ _id: id, name, nameKey });
    kind.afterChange?.();
    res.status(201).json({ id, name });
  });

  router.delete('/:id', requireStaff(config, `DELETE ${kind.path}/{id}`), async (req, res) => {
    const { id } = parseInput(idSchema, req.params);
    const result = await kind.model.deleteOne({ _id: id });
    if (result.deletedCount === 0) throw notFound(`${capitalized} not found.`);
    await kind.afterDelete?.(id);
    kind.afterChange?.();
    res.status(204).end();
  });

  return router;
}
