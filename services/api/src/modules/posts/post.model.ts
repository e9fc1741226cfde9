import { model, Schema, type InferSchemaType } from 'mongoose';

const optionalText = { type: String, default: null };

const postSchema = new Schema(
  {
    _id: { type: Number, required: true },
    slug: { type: String, required: true, unique: true },
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
    publishedAt: { type: Date, default: null },
  },
  { versionKey: false, timestamps: true },
);

postSchema.index({ published: 1, publishedAt: -1 });
postSchema.index({ categoryId: 1 });

export type PostDoc = InferSchemaType<typeof postSchema> & { _id: number };

export const Post = model('Post', postSchema, 'posts');
