import { stat } from 'node:fs/promises';
import path from 'node:path';
import { notFound } from '../../lib/api-error';

/** Sample images shipped with the project (the seeded posts point at them), served at /api/media. */
export const MEDIA_DIR = path.resolve(__dirname, '../../../assets');

export const IMAGE_NOT_FOUND = 'Image not found.';

const RESIZABLE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp']);

/**
 * The absolute path of the image file `segments` names inside `mediaDir`, or a 404: no escape
 * from the directory, no dot files (as express.static ignores them), only image extensions.
 */
export async function resolveMediaImage(mediaDir: string, segments: readonly string[]): Promise<string> {
  const root = path.resolve(mediaDir);
  // A decoded segment may itself hold "/" (from %2F), so the joined path is split again.
  const parts = segments.join('/').split(/[\\/]/);
  const safe = parts.every((part) => part !== '' && !part.startsWith('.') && !part.includes('\0'));
  if (!safe) throw notFound(IMAGE_NOT_FOUND);
  const file = path.resolve(root, ...parts);
  if (!file.startsWith(root + path.sep) || !RESIZABLE_EXTENSIONS.has(path.extname(file).toLowerCase())) {
    throw notFound(IMAGE_NOT_FOUND);
  }
  const found = await stat(file).catch(() => null);
  if (!found?.isFile()) throw notFound(IMAGE_NOT_FOUND);
  return file;
}
