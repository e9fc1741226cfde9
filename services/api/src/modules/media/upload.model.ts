import { model, Schema, type Types } from 'mongoose';
import type { MediaWidth } from '@fns/contracts/media-widths';

/** The GridFS bucket "uploads": its two collections, with the fields GridFS defines. */
export const UPLOADS_BUCKET = 'uploads';

const variantEntry = new Schema({ width: Number, fileId: Schema.Types.ObjectId }, { _id: false });

const uploadFileSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    length: { type: Number, required: true },
    chunkSize: { type: Number, required: true },
    uploadDate: { type: Date, required: true },
    filename: { type: String, required: true },
    metadata: {
      /** An uploaded image (its id is the image's), or one of its variants (WebP or AVIF). */
      kind: { type: String, enum: ['original', 'variant'], required: true },
      contentType: { type: String, required: true },
      /** Originals: their size (of one frame, for an animation). */
      width: Number,
      height: Number,
      /** Originals: the uploaded file's name, sanitized, for display only. */
      name: String,
      /** Originals: the stored WebP file that answers each width of MEDIA_WIDTHS (widths past the image's own share one). */
      variants: { type: [variantEntry], default: undefined },
      /**
       * Originals: the same in AVIF, for browsers that take it. None on an image stored before AVIF
       * variants were (absent) or on an animation (empty: sharp writes no animated AVIF); its WebP answers.
       */
      avifVariants: { type: [variantEntry], default: undefined },
      /**
       * Originals: the image's ThumbHash (base64, about 25 bytes), from which the post answers draw the
       * placeholder shown until it loads. None on an image stored before placeholders were.
       */
      thumbHash: String,
      /** Variants: their original. */
      imageId: Schema.Types.ObjectId,
    },
  },
  { versionKey: false, collection: `${UPLOADS_BUCKET}.files` },
);
// The library's list: originals, newest first.
uploadFileSchema.index({ 'metadata.kind': 1, uploadDate: -1 });

const uploadChunkSchema = new Schema(
  {
    /** "{files_id}:{n}", so that a chunk is found by `_id` (see gridfs-files.ts). */
    _id: { type: String, required: true },
    files_id: { type: Schema.Types.ObjectId, required: true },
    n: { type: Number, required: true },
    data: { type: Buffer, required: true },
  },
  { versionKey: false, collection: `${UPLOADS_BUCKET}.chunks` },
);
// GridFS's own index: one chunk per number and file.
uploadChunkSchema.index({ files_id: 1, n: 1 }, { unique: true });

/** The stored file that answers one width. */
export interface VariantEntry {
  width: MediaWidth;
  fileId: Types.ObjectId;
}

export interface OriginalMetadata {
  kind: 'original';
  contentType: string;
  width: number;
  height: number;
  name: string;
  variants: VariantEntry[];
  avifVariants?: VariantEntry[];
  thumbHash?: string;
}

export interface VariantMetadata {
  kind: 'variant';
  contentType: string;
  imageId: Types.ObjectId;
}

/** A GridFS files document, as read with lean(). */
export interface UploadFileDoc<Metadata = OriginalMetadata | VariantMetadata> {
  _id: Types.ObjectId;
  length: number;
  chunkSize: number;
  uploadDate: Date;
  filename: string;
  metadata: Metadata;
}

export const UploadFile = model('UploadFile', uploadFileSchema);
export const UploadChunk = model('UploadChunk', uploadChunkSchema);
