import type { Types } from 'mongoose';
import { Counter, nextId } from '../counters/counter.model';
import type { EditableFields } from '../posts/post.model';
import type { ImageRecord, PostRecord, TaxonomyRecord } from './content-file.schemas';

/**
 * What an import does with each record of the file, decided before anything is written: `keep` its
 * id, `renumber` it (its id is taken here by something else), or `skip` it (it is here already).
 */
export type Action = 'keep' | 'renumber' | 'skip';

export interface TaxonomyStep {
  record: TaxonomyRecord;
  action: Action;
  /** The id it has here: its own, a new one, or that of the one of the same name here. */
  targetId: number;
}

export interface ImageStep {
  record: ImageRecord;
  action: Action;
  targetId: Types.ObjectId;
  /** Each variant file's id in the file → its id here. */
  variantIds: Map<string, Types.ObjectId>;
}

export interface RevisionDoc {
  _id: Types.ObjectId;
  postId: number;
  savedAt: Date;
  savedBy: string;
  version: number;
  fields: EditableFields;
}

export interface PostStep {
  record: PostRecord;
  action: Action;
  targetId: number;
  /** Imported posts: the fields stored (content sanitized, references followed) and the slug history kept. */
  fields?: EditableFields;
  previousSlugs: string[];
  /** Old slugs that could not be kept: another post here uses them or redirects from them. */
  droppedSlugs: string[];
  revisions: RevisionDoc[];
}

export interface ImportPlan {
  categories: TaxonomyStep[];
  tags: TaxonomyStep[];
  media: ImageStep[];
  posts: PostStep[];
}

/** Raises a counter to at least `value`, so that no id handed out later is one an import keeps. */
async function raiseCounter(sequence: string, value: number): Promise<void> {
  // $max never lowers it; the upsert creates it on a database where nothing of this kind was ever made.
  await Counter.updateOne({ _id: sequence }, { $max: { seq: value } }, { upsert: true });
}

/** Gives the renumbered steps their new ids from the counter, once it stands past every id kept and every id here. */
export async function reserveIds(
  sequence: string,
  steps: ReadonlyArray<{ action: Action; targetId: number }>,
  storedIds: ReadonlySet<number>,
): Promise<void> {
  if (steps.every((step) => step.action === 'skip')) return;
  let highest = 0;
  for (const id of storedIds) highest = Math.max(highest, id);
  for (const step of steps) if (step.action === 'keep') highest = Math.max(highest, step.targetId);
  await raiseCounter(sequence, highest);
  for (const step of steps) {
    if (step.action === 'renumber') (step as { targetId: number }).targetId = await nextId(sequence);
  }
}
