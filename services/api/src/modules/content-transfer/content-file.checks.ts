import type { z } from 'zod';
import { badRequest } from '../../lib/api-error';
import { isAvif, sniffImageFormat } from '../media/image-format';
import { nameKeyOf } from '../taxonomy/taxonomy.model';
import type { ArchiveEntry } from './content-archive';
import { CONTENT_FILE, CONTENT_FORMAT, CONTENT_FORMAT_VERSION, IMPORT_MESSAGES } from './content-format';
import { contentFileSchema, formatHeaderSchema, variantRecordsOf, type ContentFile, type ImageRecord } from './content-file.schemas';

/** The kinds' names as content.json has them, and how a message names one record. */
const RECORD_LABELS: Record<string, string> = { posts: 'post', categories: 'category', tags: 'tag', media: 'image' };

/** content.json's text, checked whole against the archive's files: the file to import, or a 400 naming the first problem. */
export function readContentFile(text: string, entries: ReadonlyMap<string, ArchiveEntry>): ContentFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest(IMPORT_MESSAGES.notJson);
  }
  const header = formatHeaderSchema.safeParse(json);
  if (!header.success) throw badRequest(`${CONTENT_FILE} must be a JSON object.`);
  if (header.data.format !== CONTENT_FORMAT) throw badRequest(IMPORT_MESSAGES.wrongFormat(header.data.format));
  const { version } = header.data;
  if (typeof version === 'number' && Number.isInteger(version) && version > CONTENT_FORMAT_VERSION) {
    throw badRequest(IMPORT_MESSAGES.newerVersion(version));
  }
  const parsed = contentFileSchema.safeParse(json);
  if (!parsed.success) throw badRequest(describeIssue(json, parsed.error.issues[0]!));
  checkUnique(parsed.data);
  checkReferences(parsed.data);
  for (const image of parsed.data.media) checkFiles(image, entries);
  return parsed.data;
}

/** "content.json, posts[2] (post 7), title: Title is required." */
function describeIssue(json: unknown, issue: z.core.$ZodIssue): string {
  const [kind, index, ...rest] = issue.path;
  const record = typeof kind === 'string' && typeof index === 'number' ? recordAt(json, kind, index) : null;
  const where = record ? [`${String(kind)}[${String(index)}] (${record})`, ...rest] : issue.path;
  const field = where.map(String).join(', ');
  return `${CONTENT_FILE}${field ? `, ${field}` : ''}: ${issue.message}`;
}

function recordAt(json: unknown, kind: string, index: number): string | null {
  const label = RECORD_LABELS[kind];
  const record = (json as Record<string, unknown[] | undefined>)[kind]?.[index] as { id?: unknown } | undefined;
  if (!label) return null;
  return typeof record?.id === 'number' || typeof record?.id === 'string' ? `${label} ${record.id}` : label;
}

function assertUnique(values: ReadonlyArray<string | number>, what: (value: string | number) => string): void {
  const seen = new Set<string | number>();
  for (const value of values) {
    if (seen.has(value)) throw badRequest(`${CONTENT_FILE}: ${what(value)} appears twice.`);
    seen.add(value);
  }
}

function checkUnique(file: ContentFile): void {
  assertUnique(
    file.posts.map((post) => post.id),
    (id) => `post id ${id}`,
  );
  assertUnique(
    file.posts.flatMap((post) => [post.slug, ...post.previousSlugs]),
    (slug) => `the slug "${slug}" (as a post's slug or old slug)`,
  );
  assertUnique(
    file.posts.flatMap((post) => post.revisions.map((revision) => revision.id)),
    (id) => `revision id ${id}`,
  );
  for (const kind of ['categories', 'tags'] as const) {
    const label = RECORD_LABELS[kind]!;
    assertUnique(
      file[kind].map((item) => item.id),
      (id) => `${label} id ${id}`,
    );
    assertUnique(
      file[kind].map((item) => nameKeyOf(item.name)),
      (name) => `the ${label} name "${name}"`,
    );
  }
  assertUnique(
    file.media.flatMap((image) => [image.id, ...variantRecordsOf(image).map((variant) => variant.id)]),
    (id) => `file id ${id}`,
  );
  assertUnique(
    file.media.flatMap((image) => [image.path, ...variantRecordsOf(image).map((variant) => variant.path)]),
    (path) => `the path ${path}`,
  );
}

function checkReferences(file: ContentFile): void {
  const categories = new Set(file.categories.map((category) => category.id));
  for (const post of file.posts) {
    if (post.categoryId != null && !categories.has(post.categoryId)) {
      throw badRequest(`${CONTENT_FILE}: post ${post.id} is in category ${post.categoryId}, which the file does not hold.`);
    }
  }
}

/** The MIME type of a stored file by its first bytes: an accepted upload's, or AVIF (a variant's only). */
const typeOf = (head: Buffer) => (isAvif(head) ? 'image/avif' : `image/${sniffImageFormat(head)}`);

/** Each file of an image is in the archive, as long as said, with the bytes said, and of the type said. */
function checkFiles(image: ImageRecord, entries: ReadonlyMap<string, ArchiveEntry>): void {
  for (const file of [image, ...variantRecordsOf(image)]) {
    const entry = entries.get(file.path);
    const problem = !entry
      ? 'is missing from the archive'
      : entry.length !== file.length
        ? `holds ${entry.length} bytes, not ${file.length}`
        : entry.sha256 !== file.sha256
          ? 'does not have the SHA-256 content.json gives'
          : typeOf(entry.head) !== file.contentType
            ? `is not of the type ${file.contentType}`
            : null;
    if (problem) throw badRequest(`Image ${image.id}: its file ${file.path} ${problem}.`);
  }
}
