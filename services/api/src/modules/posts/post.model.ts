import { model, Schema, type InferSchemaType } from 'mongoose';

const optionalText = { type: String, default: null };

/** What an admin edits, and so what a revision keeps and a preview may change. */
export const editableFields = {
  slug: { type: String, required: true },
  title: { type: String, required: true },
  content: { type: String, default: '' },
  vision: optionalText,
  reality: optionalText,
  outcome: optionalText,
  image: optionalText,
  beforeImage: optionalText,
  afterImage: optionalText,
  quote: optionalText,
  partnerName: optionalText,
  partnerRole: optionalText,
  partnerContribution: optionalText,
  partnershipOutcome: optionalText,
  categoryId: { type: Number, default: null },
  featured: { type: Boolean, default: false },
  published: { type: Boolean, default: false },
  /** When a published post goes public: set at the first publication unless given; a future one schedules it. */
  publishAt: { type: Date, default: null },
} as const;

export const EDITABLE_FIELD_NAMES = Object.keys(editableFields) as Array<keyof typeof editableFields>;

const postSchema = new Schema(
  {
    _id: { type: Number, required: true },
    ...editableFields,
    slug: { ...editableFields.slug, unique: true },
    /** Slugs the post had before: their URLs redirect to the current one, so no other post may take them. */
    previousSlugs: { type: [String], default: [] },
    /** Counts the saves (1 on create): a save names the version it was made from, and a stale one is refused. */
    version: { type: Number, required: true, default: 1 },
    /** The staff member who wrote it and who saved it last; null for sample, imported and older posts. */
    authorId: { type: Schema.Types.ObjectId, default: null },
    lastEditorId: { type: Schema.Types.ObjectId, default: null },
  },
  { versionKey: false, timestamps: true },
);

postSchema.index({ published: 1, publishAt: -1 });
postSchema.index({ categoryId: 1 });
postSchema.index({ previousSlugs: 1 });
postSchema.index({ authorId: 1 });

export type PostDoc = InferSchemaType<typeof postSchema> & { _id: number };
export type EditableFields = Pick<PostDoc, (typeof EDITABLE_FIELD_NAMES)[number]>;

export const Post = model('Post', postSchema, 'posts');
