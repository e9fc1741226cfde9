import { model, Schema } from 'mongoose';
import { logger } from '../lib/logger';
import { nextId } from '../modules/counters/counter.model';
import { PHASES } from '../modules/posts/phases';
import { Post } from '../modules/posts/post.model';
import { createPost } from '../modules/posts/post-write.service';
import { Category, nameKeyOf, Tag, type TaxonomyModel } from '../modules/taxonomy/taxonomy.model';
import { SAMPLE_POSTS } from './sample-posts';
import { isDuplicateKey } from '../lib/duplicate-key';

export const SAMPLE_TAGS = ['Fundraising', 'Co-founders', 'Product-market fit', 'Burnout', 'Hiring'];

/** Records that the first-start seed ran, so content an admin deleted does not come back. */
const SeedMark = model('SeedMark', new Schema({ _id: String }, { versionKey: false, timestamps: true }), 'seed_marks');
const INITIAL_SEED = 'initial-content-v1';
const SAMPLE_POSTS_SEED = 'sample-posts-v1';
/** Who saved the sample posts, as their first revision names it. */
const SEED_AUTHOR = { username: 'sample content' };

/** On the first start with an empty database: the phases, a few tags and (optionally) sample posts. */
export async function seedInitialContent(options: { samplePosts: boolean }): Promise<boolean> {
  if (await SeedMark.exists({ _id: INITIAL_SEED })) return false;
  const categoryIds = await ensureNames(Category, 'categories', PHASES);
  await ensureNames(Tag, 'tags', SAMPLE_TAGS);
  // Claimed by a unique insert: of two instances starting together on an empty database, one seeds the posts.
  if (options.samplePosts && (await Post.countDocuments()) === 0 && (await claimMark(SAMPLE_POSTS_SEED))) {
    // Created in order, so the newest-first list opens with the last sample.
    for (const { phase, ...post } of SAMPLE_POSTS) {
      await createPost({ ...post, categoryId: categoryIds.get(phase) ?? null, published: true }, SEED_AUTHOR);
    }
    logger.info(`Seeded ${SAMPLE_POSTS.length} sample posts (set SEED_SAMPLE_CONTENT=false to skip).`);
  }
  await claimMark(INITIAL_SEED);
  return true;
}

const idOfName = async (taxonomy: TaxonomyModel, name: string) =>
  (await taxonomy.findOne({ nameKey: nameKeyOf(name) }, { _id: 1 }).lean())?._id;

/** Another instance seeding at the same time may have stored the name meanwhile (its unique nameKey): then that id. */
async function createName(taxonomy: TaxonomyModel, sequence: string, name: string): Promise<number> {
  const id = await nextId(sequence);
  try {
    await taxonomy.create({ _id: id, name, nameKey: nameKeyOf(name) });
    return id;
  } catch (error) {
    const stored = isDuplicateKey(error) ? await idOfName(taxonomy, name) : undefined;
    if (stored === undefined) throw error;
    return stored;
  }
}

/** Inserts a mark; false when another instance did first. */
async function claimMark(_id: string): Promise<boolean> {
  try {
    await SeedMark.create({ _id });
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

async function ensureNames(taxonomy: TaxonomyModel, sequence: string, names: readonly string[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const name of names) {
    ids.set(name, (await idOfName(taxonomy, name)) ?? (await createName(taxonomy, sequence, name)));
  }
  return ids;
}
