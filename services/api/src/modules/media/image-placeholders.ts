import { trusted, Types } from 'mongoose';
import { placeholderDataUrl } from './placeholder-data-url';
import { shippedThumbHash } from './shipped-thumb-hashes';
import { UploadFile } from './upload.model';

/** The image URLs the site hosts, as a post names them: an upload's, or a shipped image's (no query). */
const UPLOAD_URL = /^\/api\/uploads\/(?<id>[0-9a-f]{24})$/i;
const SHIPPED_URL = /^\/api\/media\/(?<path>[^?#]+)$/;

/** The uploads' ThumbHashes by id, in one query; an upload stored before them has none. */
async function uploadThumbHashes(ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const originals = await UploadFile.find(
    { _id: trusted({ $in: ids.map((id) => new Types.ObjectId(id)) }), 'metadata.kind': 'original' },
    { 'metadata.thumbHash': 1 },
  ).lean<Array<{ _id: Types.ObjectId; metadata: { thumbHash?: string } }>>();
  return new Map(originals.flatMap(({ _id, metadata }) => (metadata.thumbHash ? [[_id.toHexString(), metadata.thumbHash]] : [])));
}

const uploadIdOf = (url: string) => UPLOAD_URL.exec(url)?.groups?.id?.toLowerCase();

/** A hosted image's ThumbHash: an upload's as looked up, a shipped image's from its file. */
async function hostedThumbHash(url: string, uploaded: ReadonlyMap<string, string>): Promise<string | null> {
  const uploadId = uploadIdOf(url);
  if (uploadId !== undefined) return uploaded.get(uploadId) ?? null;
  const shippedPath = SHIPPED_URL.exec(url)?.groups?.path;
  return shippedPath === undefined ? null : shippedThumbHash(shippedPath);
}

/**
 * The placeholder (a PNG data URL) of each of the URLs whose image the site hosts and knows a
 * ThumbHash of: uploads' stored with them (one query for all), shipped images' computed on first
 * need. Other URLs (another site's images, a variant's ?w=, an upload from before placeholders) have none.
 */
export async function imagePlaceholders(urls: Iterable<string>): Promise<Map<string, string>> {
  const distinct = [...new Set(urls)];
  const uploaded = await uploadThumbHashes([...new Set(distinct.flatMap((url) => uploadIdOf(url) ?? []))]);
  const hashes = await Promise.all(distinct.map(async (url) => [url, await hostedThumbHash(url, uploaded)] as const));
  const drawn = await Promise.all(
    hashes.flatMap(([url, hash]) => (hash ? [placeholderDataUrl(hash).then((data) => [url, data] as const)] : [])),
  );
  return new Map(drawn);
}
