import { model, Schema, type InferSchemaType, type Types } from 'mongoose';
import { editableFields } from './post.model';

/** A post as one save left it: every create, update and restore adds one (the newest 50 per post are kept). */
const postRevisionSchema = new Schema(
  {
    postId: { type: Number, required: true },
    savedAt: { type: Date, required: true },
    /** The admin's username, or what saved it otherwise (the seed, a maintenance command). */
    savedBy: { type: String, required: true },
    version: { type: Number, required: true },
    fields: { type: new Schema(editableFields, { _id: false }), required: true },
  },
  { versionKey: false },
);

postRevisionSchema.index({ postId: 1, version: -1 });

export type PostRevisionDoc = InferSchemaType<typeof postRevisionSchema> & { _id: Types.ObjectId };
/** A revision without its fields, as lists read it. */
export type RevisionEntry = Omit<PostRevisionDoc, 'fields'>;

export const PostRevision = model('PostRevision', postRevisionSchema, 'post_revisions');
