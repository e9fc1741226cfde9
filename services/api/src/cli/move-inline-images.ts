import { createHash } from 'node:crypto';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/database';
import { ApiError } from '../lib/api-error';
import { parseInput } from '../lib/validation';
import { storeImage } from '../modules/media/media-library.service';
import { Post } from '../modules/posts/post.model';
import { updatePostSchema } from '../modules/posts/post.schemas';
import { updatePost } from '../modules/posts/post-write.service';

/**
 * `npm run media:move-inline-images --workspace @fns/api`: moves the images the editor embedded
 * in posts as `data:image/...;base64,` URLs into the media library, and points the posts at
 * /api/uploads/{id}. Idempotent: a moved image is a plain URL afterwards. While the site runs on
 * the embedded database, add EMBEDDED_DB_REUSE=true to use its database.
 */

/** The post's HTML (image sources inside it) and its image URL fields (the whole value). */
const HTML_FIELDS = ['content'] as const;
const URL_FIELDS = ['image', 'beforeImage', 'afterImage'] as const;
type ImageField = (typeof HTML_FIELDS)[number] | (typeof URL_FIELDS)[number];

const DATA_IMAGE = String.raw`data:image/[\w.+-]+;base64,[A-Za-z0-9+/=\s]*`;
/** A quoted attribute value that is a data image (stored HTML went through sanitize-html, which writes "..."). */
const IN_HTML = new RegExp(`(?<=")\\s*${DATA_IMAGE}(?=")`, 'gi');
const WHOLE_VALUE = new RegExp(`^\\s*${DATA_IMAGE}$`, 'i');
const MAYBE_INLINE = /data:image\//i;
/** Who saved the posts it changes, as their revisions name it. */
const MOVE_AUTHOR = { username: 'media:move-inline-images' };

export interface MoveResult {
  /** Posts changed. */
  posts: number;
  /** Inline images replaced by a library URL (an image embedded twice counts twice and is stored once). */
  moved: number;
  /** Inline images left in place: the library refused them (not an accepted image, unreadable). */
  kept: number;
}

function inlineImagesIn(field: ImageField, value: string): Set<string> {
  if ((URL_FIELDS as readonly string[]).includes(field)) return new Set(WHOLE_VALUE.test(value) ? [value] : []);
  return new Set(value.match(IN_HTML));
}

const bytesOf = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1).replace(/\s/g, ''), 'base64');

/** storeImage, once per distinct picture however many posts embed it. */
function storeOnce(): (bytes: Buffer, name: string) => Promise<string> {
  const urlsByHash = new Map<string, string>();
  return async (bytes, name) => {
    const hash = createHash('sha256').update(bytes).digest('hex');
    const url = urlsByHash.get(hash) ?? (await storeImage({ bytes, name })).url;
    urlsByHash.set(hash, url);
    return url;
  };
}

/**
 * Moves every post's inline images into the library, through the upload's own checks and
 * re-encoding (storeImage), and saves each changed post through the post service, so its
 * validation and HTML sanitizing apply. `log` gets a line per post changed or image kept.
 */
export async function moveInlineImages(log: (line: string) => void): Promise<MoveResult> {
  const fields = [...HTML_FIELDS, ...URL_FIELDS];
  const candidates = await Post.find({ $or: fields.map((field) => ({ [field]: MAYBE_INLINE })) }, { _id: 1 })
    .sort({ _id: 1 })
    .lean();
  const store = storeOnce();
  const result: MoveResult = { posts: 0, moved: 0, kept: 0 };

  // One post at a time, read whole only when its turn comes: inline images make posts large.
  for (const { _id: id } of candidates) {
    const post = await Post.findById(id, { slug: 1, ...Object.fromEntries(fields.map((field) => [field, 1])) }).lean();
    if (!post) continue;
    const changes: Partial<Record<ImageField, string>> = {};
    const urls = new Set<string>();
    let moved = 0;
    for (const field of fields) {
      const stored = post[field];
      if (!stored) continue;
      let value = stored;
      for (const dataUrl of inlineImagesIn(field, stored)) {
        let url: string;
        try {
          url = await store(bytesOf(dataUrl), `${post.slug}: inline image ${urls.size + 1}`);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          result.kept += 1;
          log(`Post ${id} (${post.slug}), ${field}: kept an inline image the library refused: ${error.message}`);
          continue;
        }
        const around = value.split(dataUrl);
        value = around.join(url);
        moved += around.length - 1;
        urls.add(url);
      }
      if (value !== stored) changes[field] = value;
    }
    if (moved === 0) continue;
    await updatePost(id, parseInput(updatePostSchema, changes), MOVE_AUTHOR);
    result.posts += 1;
    result.moved += moved;
    log(`Post ${id} (${post.slug}): moved ${moved} inline image(s) to ${[...urls].join(', ')}`);
  }
  log(result.moved === 0 ? 'No inline images to move.' : `Moved ${result.moved} inline image(s) out of ${result.posts} post(s).`);
  return result;
}

async function main(): Promise<number> {
  const database = await openDatabase(loadConfig());
  try {
    const { kept } = await moveInlineImages((line) => console.log(line));
    return kept > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

// Run as a command; imported (by its test), it only exports.
if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error((error as Error).message);
      process.exit(1);
    },
  );
}
