/** Response shapes (see modules/posts/post.mapper.ts, modules/media/media-library.service.ts) and the security scheme. */
const text = { type: ['string', 'null'] };
const dateTime = { type: 'string', format: 'date-time' };

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
  publishedAt: { type: ['string', 'null'], format: 'date-time' },
  updatedAt: dateTime,
};

const required = (properties: object) => Object.keys(properties);
const object = (properties: Record<string, unknown>) => ({ type: 'object', required: required(properties), properties });

const taxonomy = object({ id: { type: 'integer' }, name: { type: 'string' } });
const postSummary = object({ ...postBase, category: { type: ['string', 'null'], description: 'Category name' } });
const featuredPost = object({ ...postSummary.properties, quote: text, before: text, after: text });
const postDetail = object({
  ...postBase,
  category: { oneOf: [{ $ref: '#/components/schemas/Taxonomy' }, { type: 'null' }] },
  categoryId: { type: ['integer', 'null'] },
  quote: text,
  published: { type: 'boolean' },
  createdAt: dateTime,
});

const objectId = { type: 'string', pattern: '^[0-9a-f]{24}$' };
const mediaImage = object({
  id: objectId,
  url: { type: 'string', description: '/api/uploads/{id}; add ?w= for a WebP variant' },
  type: { type: 'string', enum: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'], description: 'The stored MIME type' },
  width: { type: 'integer', minimum: 1 },
  height: { type: 'integer', minimum: 1, description: 'Of one frame, for an animation' },
  size: { type: 'integer', minimum: 1, description: 'Stored bytes' },
});
const listCounts = {
  total: { type: 'integer', minimum: 0 },
  last7Days: { type: 'integer', minimum: 0, description: 'Created in the last 7 × 24 hours' },
};

export const components = {
  securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
  schemas: {
    Message: object({ message: { type: 'string' } }),
    Health: object({ status: { const: 'ok' }, database: { const: 'up' } }),
    Status: object({ status: { const: 'ok' } }),
    LoginResponse: object({ token: { type: 'string' }, message: { type: 'string' } }),
    Taxonomy: taxonomy,
    PostSummary: postSummary,
    FeaturedPost: featuredPost,
    PostDetail: postDetail,
    AdminPostListItem: object({
      id: { type: 'integer' },
      title: { type: 'string' },
      slug: { type: 'string' },
      published: { type: 'boolean' },
      featured: { type: 'boolean' },
      updatedAt: dateTime,
    }),
    WaitlistEntry: object({ id: objectId, fullName: { type: 'string' }, email: { type: 'string' }, company: text, createdAt: dateTime }),
    NewsletterSubscriber: object({ id: objectId, email: { type: 'string' }, createdAt: dateTime }),
    ContactMessage: object({
      id: objectId,
      name: { type: 'string' },
      email: { type: 'string' },
      subject: { type: 'string' },
      message: { type: 'string' },
      handled: { type: 'boolean' },
      createdAt: dateTime,
    }),
    MediaImage: mediaImage,
    MediaItem: object({
      ...mediaImage.properties,
      createdAt: dateTime,
      name: { type: 'string', description: "The uploaded file's name, sanitized, for display only" },
    }),
    AudienceStats: object({
      waitlist: object(listCounts),
      newsletter: object(listCounts),
      contact: object({ ...listCounts, unhandled: { type: 'integer', minimum: 0, description: 'Not yet marked handled' } }),
    }),
  },
};
