import { nameKeyOf, type TaxonomyModel } from '../taxonomy/taxonomy.model';
import type { TaxonomyRecord } from './content-file.schemas';
import { reserveIds, type TaxonomyStep } from './import-plan';

/**
 * Categories or tags: one whose name (case-insensitively) is here already is that one (names are
 * unique), and posts follow its id; any other keeps its id where free, or gets the next one.
 */
export async function planTaxonomy(model: TaxonomyModel, sequence: string, records: readonly TaxonomyRecord[]): Promise<TaxonomyStep[]> {
  const stored = await model.find({}, { nameKey: 1 }).lean();
  const idOfName = new Map(stored.map((item) => [item.nameKey, item._id]));
  const storedIds = new Set(stored.map((item) => item._id));
  const steps = records.map((record): TaxonomyStep => {
    const sameName = idOfName.get(nameKeyOf(record.name));
    if (sameName !== undefined) return { record, action: 'skip', targetId: sameName };
    return { record, action: storedIds.has(record.id) ? 'renumber' : 'keep', targetId: record.id };
  });
  await reserveIds(sequence, steps, storedIds);
  return steps;
}

/** The file's ids → the ids here, for the references that follow them. */
export const idMap = (steps: readonly TaxonomyStep[]) => new Map(steps.map((step) => [step.record.id, step.targetId]));
