import { Types } from 'mongoose';
import { ApiError, notFound } from '../../lib/api-error';
import { logger } from '../../lib/logger';
import { deleteFiles, writeFile, type NewFile } from './gridfs-files';
import { ACCEPTED_FORMAT_NAMES, sniffImageFormat } from './image-format';
import { IMAGE_NOT_FOUND } from './media-file';
import { resizeImage } from './media-variants';
import { MEDIA_WIDTHS, type MediaWidth } from '@fns/contracts/media-widths';
import { reencodeImage, type ReencodedImage } from './reencode-image';
import { thumbHashOf } from './thumb-hash';
import { UploadFile, type OriginalMetadata, type UploadFileDoc, type VariantEntry } from './upload.model';
import { VARIANT_FORMATS, type VariantFormat } from './variant-format';

const NOT_AN_ACCEPTED_IMAGE = `The file is not an image of an accepted type: ${ACCEPTED_FORMAT_NAMES} (recognised by its content, not its name).`;
const NEWEST_FIRST = { uploadDate: -1, _id: -1 } as const;
const ORIGINALS = { 'metadata.kind': 'original' } as const;

const uploadUrl = (id: Types.ObjectId) => `/api/uploads/${id.toHexString()}`;

type Original = UploadFileDoc<OriginalMetadata>;

function toImage(file: Pick<Original, '_id' | 'length' | 'metadata'>) {
  return {
    id: file._id.toHexString(),
    url: uploadUrl(file._id),
    type: file.metadata.contentType,
    width: file.metadata.width,
    height: file.metadata.height,
    size: file.length,
  };
}

export type LibraryImage = ReturnType<typeof toImage>;

const toItem = (file: Original) => ({ ...toImage(file), createdAt: file.uploadDate.toISOString(), name: file.metadata.name });

type VariantFile = NewFile & { format: VariantFormat; widths: MediaWidth[] };

/**
 * One WebP and one AVIF file per distinct width (an animation: WebP only): the widths of
 * MEDIA_WIDTHS at or past the image's own share one at its own (never enlarged).
 */
async function variantFiles(imageId: Types.ObjectId, image: ReencodedImage): Promise<VariantFile[]> {
  const byWidth = new Map<number, MediaWidth[]>();
  for (const width of MEDIA_WIDTHS) {
    const stored = Math.min(width, image.width);
    byWidth.set(stored, [...(byWidth.get(stored) ?? []), width]);
  }
  const files = await Promise.all(
    Array.from(byWidth).flatMap(([width, widths]) =>
      VARIANT_FORMATS.map(async (format): Promise<VariantFile | null> => {
        const bytes = await resizeImage(image.bytes, widths[0]!, format);
        if (!bytes) return null;
        const metadata = { kind: 'variant' as const, contentType: `image/${format}`, imageId };
        return { id: new Types.ObjectId(), format, widths, filename: `${imageId.toHexString()}-${width}w.${format}`, bytes, metadata };
      }),
    ),
  );
  return files.filter((file) => file !== null);
}

/** The metadata's list of the variants in `format`: which file answers each width. */
const entriesOf = (files: readonly VariantFile[], format: VariantFormat): VariantEntry[] =>
  files.filter((file) => file.format === format).flatMap((file) => file.widths.map((width) => ({ width, fileId: file.id })));

/** Writes the files in order, or none: what was written is deleted again when one fails (no transactions on FerretDB). */
async function writeAllOrNone(files: readonly NewFile[]): Promise<void> {
  const started: NewFile[] = [];
  try {
    for (const file of files) {
      started.push(file);
      await writeFile(file);
    }
  } catch (error) {
    await deleteFiles(started.map((file) => file.id)).catch((cleanupError: unknown) =>
      logger.error({ err: cleanupError, files: started.map((file) => file.id.toHexString()) }, 'Could not delete a partly stored upload'),
    );
    throw error;
  }
}

/**
 * Stores an image in the library: recognised by its bytes (415 otherwise), re-encoded without its
 * metadata (422 when it cannot be read or has too many pixels), with its WebP and AVIF variants and
 * its ThumbHash. The original's document is written last: the image exists only once all of it is stored.
 */
export async function storeImage({ bytes, name }: { bytes: Buffer; name: string }): Promise<LibraryImage> {
  const format = sniffImageFormat(bytes);
  if (!format) throw new ApiError(415, NOT_AN_ACCEPTED_IMAGE);
  const image = await reencodeImage(bytes, format);
  const id = new Types.ObjectId();
  const [variants, thumbHash] = await Promise.all([variantFiles(id, image), thumbHashOf(image.bytes)]);
  const metadata: OriginalMetadata = {
    kind: 'original',
    contentType: image.type,
    width: image.width,
    height: image.height,
    name,
    variants: entriesOf(variants, 'webp'),
    avifVariants: entriesOf(variants, 'avif'),
    thumbHash,
  };
  await writeAllOrNone([...variants, { id, filename: name, bytes: image.bytes, metadata }]);
  return toImage({ _id: id, length: image.bytes.length, metadata });
}

/** A page of the library, newest first. */
export async function listImages({ page, pageSize }: { page: number; pageSize: number }) {
  const [files, total] = await Promise.all([
    UploadFile.find(ORIGINALS)
      .sort(NEWEST_FIRST)
      .skip((page - 1) * pageSize)
      .limit(pageSize)
      .lean<Original[]>(),
    UploadFile.countDocuments(ORIGINALS),
  ]);
  return { items: files.map(toItem), total, page, pageSize };
}

async function findOriginal(id: Types.ObjectId): Promise<Original> {
  const file = await UploadFile.findById(id).lean<UploadFileDoc>();
  if (file?.metadata.kind !== 'original') throw notFound(IMAGE_NOT_FOUND);
  return file as Original;
}

/**
 * The stored file that answers /api/uploads/{id}, or ?w={width}: the original, or its variant of
 * that width in `format`. An image without AVIF variants (stored before them, or an animation)
 * answers with its WebP one.
 */
export async function findUpload(id: Types.ObjectId, width: MediaWidth | undefined, format: VariantFormat): Promise<UploadFileDoc> {
  const original = await findOriginal(id);
  if (width === undefined) return original;
  const { variants = [], avifVariants = [] } = original.metadata;
  const ofWidth = (entries: readonly VariantEntry[]) => entries.find((entry) => entry.width === width)?.fileId;
  const variantId = (format === 'avif' ? ofWidth(avifVariants) : undefined) ?? ofWidth(variants);
  const variant = variantId && (await UploadFile.findById(variantId).lean<UploadFileDoc>());
  if (!variant) throw notFound(IMAGE_NOT_FOUND);
  return variant;
}

/** Deletes an image and its variants (WebP and AVIF); the original goes last, so that a delete that fails half-way can be retried. */
export async function deleteImage(id: Types.ObjectId): Promise<void> {
  const original = await findOriginal(id);
  const { variants = [], avifVariants = [] } = original.metadata;
  const variantIds = new Map([...variants, ...avifVariants].map(({ fileId }) => [fileId.toHexString(), fileId]));
  await deleteFiles([...variantIds.values(), original._id]);
}
