import { MEDIA_FOLDER } from './content-format';
import type { ContentJson } from './content-file.schemas';
import { EDITABLE_FIELD_NAMES, Post, type EditableFields, type PostDoc } from '../posts/post.model';
import { PostRevision, type PostRevisionDoc } from '../posts/post-revision.model';
import { Category, Tag, type TaxonomyDoc } from '../taxonomy/taxonomy.model';
import { UploadFile, type OriginalMetadata, type UploadFileDoc, type VariantMetadata } from '../media/upload.model';
import { logger } from '../../lib/logger';
import { displayName } from '../media/upload-file-name';

type PostJson = ContentJson['posts'][number];
type FieldsJson = NonNullable<PostJson['revisions']>[number]['fields'];
export type ImageJson = ContentJson['media'][number];

/** An image to export: its record (SHA-256s filled as its files are written) and the stored files behind it, the original first. */
export interface ImageToExport {
  record: ImageJson;
  files: Array<{ doc: UploadFileDoc; record: { path: string; sha256: string } }>;
}

const iso = (date: Date) => date.toISOString();

/** The editable fields as JSON: every one present, dates ISO, absent texts null. */
function fieldsJson(fields: EditableFields): FieldsJson {
  const entries = EDITABLE_FIELD_NAMES.map((name) => [name, fields[name] ?? null] as const);
  return { ...Object.fromEntries(entries), publishAt: fields.publishAt ? iso(fields.publishAt) : null } as FieldsJson;
}

function postJson(post: PostDoc, revisions: readonly PostRevisionDoc[]): PostJson {
  return {
    id: post._id,
    ...fieldsJson(post),
    previousSlugs: post.previousSlugs,
    version: post.version,
    createdAt: iso(post.createdAt),
    updatedAt: iso(post.updatedAt),
    revisions: revisions.map((revision) => ({
      id: revision._id.toHexString(),
      version: revision.version,
      savedAt: iso(revision.savedAt),
      savedBy: revision.savedBy,
      fields: fieldsJson(revision.fields),
    })),
  };
}

// Timestamps came with the taxonomy's schema: a document written before has none, and the file then none either.
const taxonomyJson = (item: Partial<TaxonomyDoc> & Pick<TaxonomyDoc, '_id' | 'name'>) => ({
  id: item._id,
  name: item.name,
  createdAt: item.createdAt?.toISOString(),
  updatedAt: item.updatedAt?.toISOString(),
});

/** A stored file name as a path segment: letters, digits, dot, hyphen and underscore only (its real name is in content.json). */
const safeSegment = (name: string) =>
  name
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^\.+/, '_')
    .slice(0, 100) || 'file';

function imageToExport(original: UploadFileDoc<OriginalMetadata>, variantsById: ReadonlyMap<string, UploadFileDoc>): ImageToExport | null {
  const folder = `${MEDIA_FOLDER}/${original._id.toHexString()}`;
  const widths = original.metadata.variants ?? [];
  const variantIds = [...new Set(widths.map((variant) => variant.fileId.toHexString()))];
  const variantDocs = variantIds.map((variantId) => variantsById.get(variantId));
  if (variantDocs.some((doc) => !doc)) {
    logger.warn({ image: original._id.toHexString() }, 'An image lacks one of its variants: left out of the content export');
    return null;
  }
  const fileRecord = (doc: UploadFileDoc, segment: string) => ({
    path: `${folder}/${segment}`,
    length: doc.length,
    sha256: '',
    uploadedAt: iso(doc.uploadDate),
  });
  const variants = variantDocs.map((doc) => ({
    id: doc!._id.toHexString(),
    widths: widths.filter((variant) => variant.fileId.equals(doc!._id)).map((variant) => variant.width),
    contentType: 'image/webp' as const,
    ...fileRecord(doc!, safeSegment(doc!.filename)),
  }));
  // An upload named as one of its variants' files (…-480w.webp) keeps a path of its own.
  const segment = safeSegment(original.filename);
  const ownSegment = variants.some((variant) => variant.path.endsWith(`/${segment}`)) ? `original-${segment}` : segment;
  const { contentType, width, height } = original.metadata;
  // As an upload names it now: a name stored under older rules is made to pass the import's check.
  const name = displayName(original.metadata.name);
  const record = {
    id: original._id.toHexString(),
    name,
    contentType,
    width,
    height,
    ...fileRecord(original, ownSegment),
    variants,
  } as ImageJson;
  const files = [{ doc: original as UploadFileDoc, record }, ...variantDocs.map((doc, index) => ({ doc: doc!, record: variants[index]! }))];
  return { record, files };
}

export interface ContentToExport {
  categories: ContentJson['categories'];
  tags: ContentJson['tags'];
  posts: ContentJson['posts'];
  images: ImageToExport[];
}

/** Everything the export holds, read before its first byte is sent (media files' bytes excepted). */
export async function readContent(): Promise<ContentToExport> {
  const [categories, tags, posts, revisions, files] = await Promise.all([
    Category.find().sort({ _id: 1 }).lean<TaxonomyDoc[]>(),
    Tag.find().sort({ _id: 1 }).lean<TaxonomyDoc[]>(),
    Post.find().sort({ _id: 1 }).lean<PostDoc[]>(),
    PostRevision.find().sort({ postId: 1, version: 1, _id: 1 }).lean<PostRevisionDoc[]>(),
    UploadFile.find().sort({ uploadDate: 1, _id: 1 }).lean<UploadFileDoc[]>(),
  ]);
  const revisionsOf = new Map<number, PostRevisionDoc[]>();
  for (const revision of revisions) {
    const list = revisionsOf.get(revision.postId) ?? [];
    list.push(revision);
    revisionsOf.set(revision.postId, list);
  }
  const variantsById = new Map(
    files
      .filter((file) => file.metadata.kind === 'variant')
      .map((file) => [file._id.toHexString(), file as UploadFileDoc<VariantMetadata>]),
  );
  const originals = files.filter((file): file is UploadFileDoc<OriginalMetadata> => file.metadata.kind === 'original');
  return {
    categories: categories.map(taxonomyJson),
    tags: tags.map(taxonomyJson),
    posts: posts.map((post) => postJson(post, revisionsOf.get(post._id) ?? [])),
    images: originals.map((original) => imageToExport(original, variantsById)).filter((image) => image !== null),
  };
}
