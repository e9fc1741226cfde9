import { PHASES } from '../modules/posts/phases';
import { POST_MESSAGES } from '../modules/posts/post-messages';
import { REVISIONS_KEPT } from '../modules/posts/post-revision.service';
import {
  createPostSchema,
  PREVIEW_TOKEN_MAX_LENGTH,
  previewPostSchema,
  restoreRevisionSchema,
  updatePostSchema,
} from '../modules/posts/post.schemas';
import { adminOnly, badInput, bearer, body, idParameter, json, message, objectId, ok, query, ref, serverSide } from './openapi-helpers';

const tags = ['Posts'];
const postId = idParameter('Post');
const revisionId = {
  name: 'revisionId',
  in: 'path',
  required: true,
  description: 'Revision id (24 hexadecimal characters)',
  schema: objectId,
};
const optionalBody = (schema: Parameters<typeof body>[0]) => ({ ...body(schema), required: false });
const staleVersion = `The version sent is not the post's current one: "${POST_MESSAGES.staleVersion}"`;
const slugTaken = 'The slug is used by another post, or still redirects to one (it was its slug before)';
/** Links from an answer to the calls it supplies ids for (clients and fuzzers follow them). */
const linkTo = (path: string, method: string, parameters: Record<string, string>) => ({
  operationRef: `#/paths/${path.replaceAll('/', '~1')}/${method}`,
  parameters,
});
const REVISIONS = '/api/admin/posts/{id}/revisions';
const newestRevision = { id: '$request.path.id', revisionId: '$response.body#/0/id' };

/** /api/posts and /api/admin/posts: the public reads, the admin writes, revisions and previews. */
export const postPaths = {
  '/api/posts': {
    get: {
      tags,
      summary: 'Public posts (published, publish time reached), newest first',
      parameters: [
        {
          name: 'category',
          in: 'query',
          required: false,
          description: `A phase; the name of any other existing category is accepted too`,
          schema: { type: 'string', enum: [...PHASES] },
        },
      ],
      responses: {
        200: ok('Public posts', { type: 'array', items: ref('PostSummary') }),
        400: message('Unknown category'),
        ...serverSide,
      },
    },
    post: {
      tags,
      summary: 'Create a post (version 1; its first revision). Published with a future publishAt: scheduled',
      security: bearer,
      requestBody: body(createPostSchema),
      responses: {
        201: {
          ...ok('The created post', ref('PostDetail')),
          links: { Revisions: linkTo(REVISIONS, 'get', { id: '$response.body#/id' }) },
        },
        ...badInput,
        ...adminOnly,
        409: message(slugTaken),
        ...serverSide,
      },
    },
  },
  '/api/posts/featured': {
    get: {
      tags,
      summary: 'Public featured posts, newest first',
      responses: { 200: ok('Featured posts', { type: 'array', items: ref('FeaturedPost') }), ...serverSide },
    },
  },
  '/api/posts/slug/{slug}': {
    get: {
      tags,
      summary: 'A public post by slug; an earlier slug redirects; with ?preview=, the unsaved changes of any post',
      parameters: [
        { name: 'slug', in: 'path', required: true, schema: { type: 'string' } },
        query('preview', 'A preview token (from POST /api/admin/posts/{id}/preview) for the post at this slug or at its previewed slug', {
          type: 'string',
          pattern: '^[A-Za-z0-9_.-]*$',
          maxLength: PREVIEW_TOKEN_MAX_LENGTH,
        }),
      ],
      responses: {
        200: ok(
          'The post; with a valid preview token, the post with the unsaved changes and "preview": true, sent Cache-Control: private, no-store and X-Robots-Tag: noindex',
          { anyOf: [ref('PostDetail'), ref('PreviewedPost')] },
        ),
        301: {
          description: 'A slug the post had before: moved to its current one',
          headers: { Location: { description: '/api/posts/slug/{current slug}', schema: { type: 'string' } } },
          ...json(ref('PostMoved')),
        },
        400: message('Slug or preview token too long, or the preview token given twice'),
        404: message(`${POST_MESSAGES.slugNotFound} Also for a preview token that is expired, altered, of another post or withdrawn`),
        ...serverSide,
      },
    },
  },
  '/api/posts/{id}': {
    get: {
      tags,
      summary: 'A post by id; drafts and scheduled posts only with an admin token',
      security: [{}, { bearerAuth: [] }],
      parameters: [postId],
      responses: {
        200: ok('The post', ref('PostDetail')),
        400: message('Bad id'),
        ...adminOnly,
        404: message(POST_MESSAGES.notFound),
        ...serverSide,
      },
    },
    put: {
      tags,
      summary: 'Update a post (fields left out keep their value); with version, a stale save is refused',
      security: bearer,
      parameters: [postId],
      requestBody: body(updatePostSchema),
      responses: {
        200: ok('The updated post (its version one higher; a revision recorded)', ref('PostDetail')),
        ...badInput,
        ...adminOnly,
        404: message(POST_MESSAGES.notFound),
        409: message(`${slugTaken}; or ${staleVersion}`),
        ...serverSide,
      },
    },
    delete: {
      tags,
      summary: 'Delete a post, its revisions and its previews',
      security: bearer,
      parameters: [postId],
      responses: {
        204: { description: 'Deleted' },
        400: message('Bad id'),
        ...adminOnly,
        404: message(POST_MESSAGES.notFound),
        ...serverSide,
      },
    },
  },
  '/api/admin/posts': {
    get: {
      tags,
      summary: 'Every post with its status (draft, scheduled, published), newest first',
      security: bearer,
      responses: { 200: ok('All posts', { type: 'array', items: ref('AdminPostListItem') }), ...adminOnly, ...serverSide },
    },
  },
  [REVISIONS]: {
    get: {
      tags,
      summary: `A post's revisions (one per save; the newest ${REVISIONS_KEPT} are kept), newest first`,
      security: bearer,
      parameters: [postId],
      responses: {
        200: {
          ...ok('The revisions', { type: 'array', items: ref('PostRevisionEntry') }),
          links: {
            Newest: linkTo(`${REVISIONS}/{revisionId}`, 'get', newestRevision),
            RestoreNewest: linkTo(`${REVISIONS}/{revisionId}/restore`, 'post', newestRevision),
          },
        },
        400: message('Bad id'),
        ...adminOnly,
        404: message(POST_MESSAGES.notFound),
        ...serverSide,
      },
    },
  },
  [`${REVISIONS}/{revisionId}`]: {
    get: {
      tags,
      summary: 'A revision with every field it saved',
      security: bearer,
      parameters: [postId, revisionId],
      responses: {
        200: ok('The revision', ref('PostRevision')),
        400: message('Bad id'),
        ...adminOnly,
        404: message(`${POST_MESSAGES.revisionNotFound} (also a revision of another post)`),
        ...serverSide,
      },
    },
  },
  [`${REVISIONS}/{revisionId}/restore`]: {
    post: {
      tags,
      summary: "Save a revision's fields as the post's new version (recorded as a new revision)",
      security: bearer,
      parameters: [postId, revisionId],
      requestBody: optionalBody(restoreRevisionSchema),
      responses: {
        200: ok('The post as restored', ref('PostDetail')),
        ...badInput,
        ...adminOnly,
        404: message(`${POST_MESSAGES.notFound} or ${POST_MESSAGES.revisionNotFound}`),
        409: message(`${slugTaken}; or ${staleVersion}`),
        ...serverSide,
      },
    },
  },
  '/api/admin/posts/{id}/preview': {
    post: {
      tags,
      summary: 'A link that shows the post with unsaved changes (the fields PUT takes, validated alike; none: the post as saved)',
      description: 'Valid for PREVIEW_TTL_SECONDS; any state (draft, scheduled) can be previewed. Nothing of the post changes.',
      security: bearer,
      parameters: [postId],
      requestBody: optionalBody(previewPostSchema),
      responses: {
        201: ok('The preview link', ref('PostPreviewLink')),
        ...badInput,
        ...adminOnly,
        404: message(POST_MESSAGES.notFound),
        ...serverSide,
      },
    },
  },
};
