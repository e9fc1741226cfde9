import { model, Schema } from 'mongoose';
import { logger } from '../lib/logger';
import { nextId } from '../modules/counters/counter.model';
import { PHASES } from '../modules/posts/phases';
import { Post } from '../modules/posts/post.model';
import { createPost } from '../modules/posts/post-write.service';
import { Category, nameKeyOf, Tag, type TaxonomyModel } from '../modules/taxonomy/taxonomy.model';
import { SAMPLE_POSTS } from './sample-posts';

export const SAMPLE_TAGS = ['Fundraising', 'Co-founders', 'Product-market fit', 'Burnout', 'Hiring'];

/** Records that the first-start seed ran, so content an admin deleted does not come back. */
const SeedMark = model('SeedMark', new Schema({ _id: String }, { versionKey: false, timestamps: true }), 'seed_marks');
const INITIAL_SEED = 'initial-content-v1';
/** Who saved the sample posts, as their first revision names it. */
const SEED_AUTHOR = 'sample content';

/** On the first start with an empty database: the phases, a few tags and (optionally) sample posts. */
export async function seedInitialContent(options: { samplePosts: boolean }): Promise<boolean> {
  if (await SeedMark.exists({ _id: INITIAL_SEED })) return false;
  const categoryIds = await ensureNames(Category, 'categories', PHASES);
  await ensureNames(Tag, 'tags', SAMPLE_TAGS);
  if (options.samplePosts && (await Post.countDocuments()) === 0) {
    // Created in order, so the newest-first list opens with the last sample.
    for (const { phase, ...post } of SAMPLE_POSTS) {
      await createPost({ ...post, categoryId: categoryIds.get(phase) ?? null, published: true }, SEED_AUTHOR);
    }
    logger.info(`Seeded ${SAMPLE_POSTS.length} sample posts (set SEED_SAMPLE_CONTENT=false to skip).`);
  }
  await SeedMark.create({ _id: INITIAL_SEED });
  return true;
}

async function ensureNames(taxonomy: TaxonomyModel, sequence: string, names: readonly string[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const name of names) {
    const existing = await taxonomy.findOne({ nameKey: nameKeyOf(name) }, { _id: 1 }).lean();
    const id = existing?._id ?? (await nextId(sequence));
    if (!existing) await taxonomy.create({ _id: id, name, nameKey: nameKeyOf(name) });
    ids.set(name, id);
  }
  return ids;
}
