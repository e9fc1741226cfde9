import { trusted, Types } from 'mongoose';
import { sanitizePostHtml } from '../../lib/sanitize-html';
import { firstFreeSlug, SLUG_MAX_LENGTH } from '@fns/contracts/slug';
import { publishTime } from '../posts/post-input';
import { EDITABLE_FIELD_NAMES, Post, type EditableFields, type PostDoc } from '../posts/post.model';
import { PostRevision } from '../posts/post-revision.model';
import type { PostFieldsRecord, PostRecord } from './content-file.schemas';
import { rewriteHtml, rewriteUrl, type UrlMapping } from './content-urls';
import { reserveIds, type PostStep } from './import-plan';

export interface PostReferences {
  /** The file's category ids → the ids here. */
  categoryIds: ReadonlyMap<number, number>;
  urls: UrlMapping;
}

/**
 * A post's (or a revision's) fields as this site stores them: content sanitized as the post
 * endpoints do, links to the file's images and the category following their ids here. A revision
 * keeps its publish time as it was; a post gets one as a create would (published without one: now).
 */
function storedFields(fields: PostFieldsRecord, references: PostReferences, kind: 'post' | 'revision'): EditableFields {
  const url = (value: string | null | undefined) => (value ? rewriteUrl(value, references.urls) : null);
  const published = fields.published ?? false;
  return {
    slug: fields.slug,
    title: fields.title,
    content: rewriteHtml(sanitizePostHtml(fields.content ?? ''), references.urls),
    vision: fields.vision ?? null,
    reality: fields.reality ?? null,
    outcome: fields.outcome ?? null,
    image: url(fields.image),
    beforeImage: url(fields.beforeImage),
    afterImage: url(fields.afterImage),
    quote: fields.quote ?? null,
    partnerName: fields.partnerName ?? null,
    partnerRole: fields.partnerRole ?? null,
    partnerContribution: fields.partnerContribution ?? null,
    partnershipOutcome: fields.partnershipOutcome ?? null,
    // A revision may name a category deleted since (restoring it then leaves it out): not in the file, none.
    categoryId: fields.categoryId == null ? null : (references.categoryIds.get(fields.categoryId) ?? null),
    featured: fields.featured ?? false,
    published,
    publishAt: kind === 'post' ? publishTime(published, fields.publishAt) : (fields.publishAt ?? null),
  };
}

const COMPARED = EDITABLE_FIELD_NAMES.filter((name) => name !== 'slug');
const comparable = (value: unknown) => (value instanceof Date ? value.getTime() : (value ?? null));
const sameFields = (a: EditableFields, b: EditableFields) => COMPARED.every((name) => comparable(a[name]) === comparable(b[name]));

/** A slug free here: `slug`, or `slug-2`, `slug-3`... (cut so that the suffix fits). */
function freeSlug(slug: string, taken: ReadonlySet<string>): string {
  const base = slug.slice(0, SLUG_MAX_LENGTH - 4).replace(/-+$/, '');
  return taken.has(slug) ? firstFreeSlug(base, taken) : slug;
}

/**
 * Each post of the file: here already (a post created at the same millisecond with the same
 * fields, its slug apart: an earlier import may have had to change it) is skipped; any other is
 * written, its id kept where free, its slug kept where free (else the first free `slug-N`), and
 * those of its old slugs no other post here uses or redirects from.
 */
export async function planPosts(records: readonly PostRecord[], references: PostReferences): Promise<PostStep[]> {
  const stored = await Post.find({}, { slug: 1, previousSlugs: 1, createdAt: 1 }).lean<
    Array<Pick<PostDoc, '_id' | 'slug' | 'previousSlugs' | 'createdAt'>>
  >();
  const storedIds = new Set(stored.map((post) => post._id));
  const taken = new Set(stored.flatMap((post) => [post.slug, ...post.previousSlugs]));
  const steps: PostStep[] = [];
  for (const record of records) {
    const fields = storedFields(record, references, 'post');
    const same = await samePostHere(record, fields, stored);
    if (same !== null) {
      steps.push({ record, action: 'skip', targetId: same, previousSlugs: [], droppedSlugs: [], revisions: [] });
      continue;
    }
    fields.slug = freeSlug(record.slug, taken);
    const previousSlugs = record.previousSlugs.filter((old) => !taken.has(old) && old !== fields.slug);
    for (const slug of [fields.slug, ...previousSlugs]) taken.add(slug);
    steps.push({
      record,
      action: storedIds.has(record.id) ? 'renumber' : 'keep',
      targetId: record.id,
      fields,
      previousSlugs,
      droppedSlugs: record.previousSlugs.filter((old) => !previousSlugs.includes(old)),
      revisions: [],
    });
  }
  await reserveIds('posts', steps, storedIds);
  await planRevisions(steps, references);
  return steps;
}

async function samePostHere(
  record: PostRecord,
  fields: EditableFields,
  stored: ReadonlyArray<Pick<PostDoc, '_id' | 'createdAt'>>,
): Promise<number | null> {
  const ids = stored.filter((post) => post.createdAt.getTime() === record.createdAt.getTime()).map((post) => post._id);
  if (ids.length === 0) return null;
  const candidates = await Post.find({ _id: trusted({ $in: ids }) }).lean<PostDoc[]>();
  return candidates.find((candidate) => sameFields(candidate, fields))?._id ?? null;
}

/** The imported posts' revisions: their post's id here, their fields as the post's; a slug the post could not keep reads as its new one. */
async function planRevisions(steps: PostStep[], references: PostReferences): Promise<void> {
  const imported = steps.filter((step) => step.action !== 'skip');
  const ids = imported.flatMap((step) => step.record.revisions.map((revision) => new Types.ObjectId(revision.id)));
  const taken = new Set((await PostRevision.find({ _id: trusted({ $in: ids }) }, { _id: 1 }).lean()).map((doc) => doc._id.toHexString()));
  for (const step of imported) {
    const lost = new Set([...step.droppedSlugs, ...(step.fields!.slug === step.record.slug ? [] : [step.record.slug])]);
    step.revisions = step.record.revisions.map((revision) => {
      const fields = storedFields(revision.fields, references, 'revision');
      if (lost.has(fields.slug)) fields.slug = step.fields!.slug;
      return {
        _id: taken.has(revision.id) ? new Types.ObjectId() : new Types.ObjectId(revision.id),
        postId: step.targetId,
        savedAt: revision.savedAt,
        savedBy: revision.savedBy,
        version: revision.version,
        fields,
      };
    });
  }
}
