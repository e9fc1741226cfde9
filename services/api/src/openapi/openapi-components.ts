import { entryInvitationSchema, LIST_STATUSES, messageSchema, taxonomySchema, type MailingList } from '@fns/contracts';
import { dateTime, jsonSchema, object, objectId, text } from './openapi-helpers';
import { postComponents } from './post-components';
import { preferenceComponents } from './preference-paths';
import { releaseComponents } from './release-paths';
import { subscriptionComponents } from './subscription-paths';

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

/** How many of a list's sign-ups stand at each of its statuses; those stored before double opt-in count as confirmed. */
const signUpCounts = (list: MailingList) =>
  Object.fromEntries(LIST_STATUSES[list].map((status) => [status, { type: 'integer', minimum: 0 }]));

/** Where a sign-up stands (double opt-in); one stored before it is confirmed, with no confirmedAt. */
const subscriptionState = (list: MailingList) => ({
  status: { type: 'string', enum: [...LIST_STATUSES[list]] },
  confirmedAt: { type: ['string', 'null'], format: 'date-time' },
});

/** Response shapes (see modules/media/media-library.service.ts; posts and releases: @fns/contracts) and the security scheme. */
export const components = {
  securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
  schemas: {
    Message: jsonSchema(messageSchema),
    Health: object({ status: { const: 'ok' }, database: { const: 'up' } }),
    Status: object({ status: { const: 'ok' } }),
    LoginResponse: object({ token: { type: 'string' }, message: { type: 'string' } }),
    Taxonomy: jsonSchema(taxonomySchema),
    ...postComponents,
    ...releaseComponents,
    ...subscriptionComponents,
    ...preferenceComponents,
    WaitlistEntry: object({
      id: objectId,
      fullName: { type: 'string' },
      email: { type: 'string' },
      company: text,
      createdAt: dateTime,
      ...subscriptionState('waitlist'),
      invitation: jsonSchema(entryInvitationSchema),
    }),
    NewsletterSubscriber: object({ id: objectId, email: { type: 'string' }, createdAt: dateTime, ...subscriptionState('newsletter') }),
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
      waitlist: object({ ...listCounts, ...signUpCounts('waitlist') }),
      newsletter: object({ ...listCounts, ...signUpCounts('newsletter') }),
      contact: object({ ...listCounts, unhandled: { type: 'integer', minimum: 0, description: 'Not yet marked handled' } }),
    }),
  },
};
