import { model, Schema, type InferSchemaType, type Types } from 'mongoose';

/**
 * Unsaved changes an admin previews, until `expiresAt`. FerretDB has no TTL index: reads check the
 * time, and expired previews are deleted whenever a new one is stored.
 */
const postPreviewSchema = new Schema(
  {
    postId: { type: Number, required: true, index: true },
    /** The edited fields as a save would store them (content sanitized); those left out show the post's own. */
    fields: { type: Schema.Types.Mixed, default: {} },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true, index: true },
  },
  { versionKey: false, minimize: false },
);

export type PostPreviewDoc = InferSchemaType<typeof postPreviewSchema> & { _id: Types.ObjectId };

export const PostPreview = model('PostPreview', postPreviewSchema, 'post_previews');
