import { trusted } from 'mongoose';
import { conflict } from '../../lib/api-error';
import { firstFreeSlug, slugify } from '@fns/contracts/slug';
import { visibleAt } from './post-visibility';
import { Post, type PostDoc } from './post.model';

/** Refuses a slug another post uses, or used before (its old URL still redirects there). */
export async function assertSlugFree(slug: string, ownId: number): Promise<void> {
  const holder = await Post.findOne({ $or: [{ slug }, { previousSlugs: slug }], _id: trusted({ $ne: ownId }) }, { slug: 1 }).lean();
  if (!holder) return;
  throw conflict(
    holder.slug === slug ? `The slug "${slug}" is already used by another post.` : `The slug "${slug}" still redirects to another post.`,
  );
}

/** The first of `base`, `base-2`, ... that no other post uses or used before. */
export async function freeSlugFor(title: string, ownId: number): Promise<string> {
  const base = slugify(title);
  // Slugs hold only [a-z0-9-], so the base needs no regex escaping.
  const similar = trusted({ $regex: `^${base}(-\\d+)?$` });
  const others = await Post.find(
    { $or: [{ slug: similar }, { previousSlugs: similar }], _id: trusted({ $ne: ownId }) },
    { slug: 1, previousSlugs: 1 },
  ).lean<Array<Pick<PostDoc, 'slug' | 'previousSlugs'>>>();
  return firstFreeSlug(base, new Set(others.flatMap((post) => [post.slug, ...post.previousSlugs])));
}

/**
 * The slug fields a save sets: the new slug, and the old one kept in the post's history so its URL
 * redirects (a slug taken back leaves the history). `requested`: undefined keeps the slug, null makes one from the title.
 */
export async function slugChange(
  post: Pick<PostDoc, '_id' | 'slug' | 'previousSlugs'>,
  requested: string | null | undefined,
  title: string,
): Promise<Pick<PostDoc, 'slug' | 'previousSlugs'> | null> {
  if (requested === undefined) return null;
  if (requested) await assertSlugFree(requested, post._id);
  const slug = requested ?? (await freeSlugFor(title, post._id));
  if (slug === post.slug) return null;
  return { slug, previousSlugs: [...post.previousSlugs.filter((old) => old !== slug), post.slug] };
}

/** The current slug of the public post that had `slug` before, if any: where its old URL redirects. */
export async function movedTo(slug: string): Promise<string | null> {
  const post = await Post.findOne({ previousSlugs: slug, ...visibleAt(new Date()) }, { slug: 1 }).lean();
  return post?.slug ?? null;
}
