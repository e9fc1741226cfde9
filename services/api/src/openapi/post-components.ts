import { dateTime, object, objectId, text } from './openapi-helpers';

/** The post shapes (modules/posts/post.mapper.ts). */
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' };
const publishAt = { ...nullableDateTime, description: 'When a published post goes public; in the future: scheduled' };
const version = { type: 'integer', minimum: 1, description: 'Counts the saves; send it back with a save to have a stale one refused' };
const categoryId = { type: ['integer', 'null'] };

const postBase = {
  id: { type: 'integer' },
  slug: { type: 'string' },
  title: { type: 'string' },
  image: text,
  featured: { type: 'boolean' },
  vision: text,
  reality: text,
  outcome: text,
  content: { type: 'string', description: 'Sanitized HTML' },
  beforeImage: text,
  afterImage: text,
  partnerName: text,
  partnerRole: text,
  partnerContribution: text,
  partnershipOutcome: text,
  publishAt,
  updatedAt: dateTime,
};

const postSummary = object({ ...postBase, category: { type: ['string', 'null'], description: 'Category name' } });
const postDetail = object({
  ...postBase,
  category: { oneOf: [{ $ref: '#/components/schemas/Taxonomy' }, { type: 'null' }] },
  categoryId,
  quote: text,
  published: { type: 'boolean' },
  version,
  createdAt: dateTime,
});
const revisionEntry = object({
  id: objectId,
  savedAt: dateTime,
  savedBy: { type: 'string', description: "The admin's username" },
  version,
});
const { id: _id, updatedAt: _updatedAt, ...editable } = postBase;

export const postComponents = {
  PostSummary: postSummary,
  FeaturedPost: object({ ...postSummary.properties, quote: text, before: text, after: text }),
  PostDetail: postDetail,
  PreviewedPost: object({ ...postDetail.properties, preview: { const: true } }),
  PostMoved: object({ message: { const: 'This post has moved.' }, slug: { type: 'string', description: 'The current slug' } }),
  AdminPostListItem: object({
    id: { type: 'integer' },
    title: { type: 'string' },
    slug: { type: 'string' },
    published: { type: 'boolean' },
    featured: { type: 'boolean' },
    publishAt,
    status: { type: 'string', enum: ['draft', 'scheduled', 'published'] },
    version,
    updatedAt: dateTime,
  }),
  PostRevisionEntry: revisionEntry,
  PostRevision: object({
    ...revisionEntry.properties,
    post: object({ ...editable, categoryId, quote: text, published: { type: 'boolean' } }),
  }),
  PostPreviewLink: object({
    url: { type: 'string', description: '/blog/{slug}?preview={token}: the page that shows the unsaved changes' },
    expiresAt: dateTime,
  }),
};
