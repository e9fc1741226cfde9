import { trusted } from 'mongoose';
import type { Config } from '../../config/config';
import { notFound } from '../../lib/api-error';
import { assertCategoryExists, preparedFields } from './post-input';
import { POST_MESSAGES } from './post-messages';
import { PostPreview } from './post-preview.model';
import { postDetail } from './post.service';
import { Post, type EditableFields, type PostDoc } from './post.model';
import type { PostFieldsInput } from './post.schemas';
import { readPreviewToken, signPreviewToken } from './preview-token';

/**
 * Stores unsaved changes of a post (validated and sanitized as a save would) and answers the
 * link that shows them: the blog page at the unsaved slug if one is given, else at the post's own.
 */
export async function createPreview(config: Config, postId: number, input: PostFieldsInput) {
  const post = await Post.findById(postId, { slug: 1 }).lean();
  if (!post) throw notFound(POST_MESSAGES.notFound);
  await assertCategoryExists(input.categoryId);
  const fields: Partial<EditableFields> = { ...preparedFields(input), ...(input.slug && { slug: input.slug }) };
  const createdAt = new Date();
  const expiresAt = new Date(createdAt.getTime() + config.previewTtlSeconds * 1000);
  // No TTL index on FerretDB: expired previews go whenever a new one comes.
  await PostPreview.deleteMany({ expiresAt: trusted({ $lte: createdAt }) });
  const preview = await PostPreview.create({ postId, fields, createdAt, expiresAt });
  const token = signPreviewToken(config, { postId, previewId: String(preview._id) }, expiresAt);
  return { url: `/blog/${fields.slug ?? post.slug}?preview=${token}`, expiresAt: expiresAt.toISOString() };
}

/**
 * The post a valid preview token names, with the preview's fields over its own, whatever its state
 * (draft, scheduled). `slug` must be its current slug or the preview's. Anything else is the 404
 * of an unknown slug, telling nothing about why.
 */
export async function readPreview(config: Config, slug: string, token: string) {
  const claims = readPreviewToken(config, token);
  const preview =
    claims && (await PostPreview.findOne({ _id: claims.previewId, postId: claims.postId, expiresAt: trusted({ $gt: new Date() }) }).lean());
  const post = preview && (await Post.findById(preview.postId).lean<PostDoc>());
  const fields = preview?.fields as Partial<EditableFields> | undefined;
  if (!post || (slug !== post.slug && slug !== fields?.slug)) throw notFound(POST_MESSAGES.slugNotFound);
  return { ...(await postDetail({ ...post, ...fields })), preview: true as const };
}

export async function deletePreviews(postId: number): Promise<void> {
  await PostPreview.deleteMany({ postId });
}
