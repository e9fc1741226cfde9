import { model, Schema, type InferSchemaType } from 'mongoose';

/** Categories and tags share one shape: an integer id and a unique (case-insensitive) name. */
const taxonomySchema = new Schema(
  {
    _id: { type: Number, required: true },
    name: { type: String, required: true },
    nameKey: { type: String, required: true, unique: true },
  },
  { versionKey: false, timestamps: true },
);

export type TaxonomyDoc = InferSchemaType<typeof taxonomySchema> & { _id: number };

export const Category = model('Category', taxonomySchema, 'categories');
export const Tag = model('Tag', taxonomySchema, 'tags');
export type TaxonomyModel = typeof Category;

export const nameKeyOf = (name: string) => name.trim().toLowerCase();
