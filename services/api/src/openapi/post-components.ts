import {
  adminPostListItemSchema,
  featuredPostSchema,
  postDetailSchema,
  postMovedSchema,
  postSummarySchema,
  previewedPostSchema,
  previewLinkSchema,
  revisionSchema,
  revisionSummarySchema,
} from '@fns/contracts';
import { jsonSchema } from './openapi-helpers';

/** The post shapes, from the contracts the blog and the console read (modules/posts/post.mapper.ts builds them). */
export const postComponents = {
  PostSummary: jsonSchema(postSummarySchema),
  FeaturedPost: jsonSchema(featuredPostSchema),
  PostDetail: jsonSchema(postDetailSchema),
  PreviewedPost: jsonSchema(previewedPostSchema),
  PostMoved: jsonSchema(postMovedSchema),
  AdminPostListItem: jsonSchema(adminPostListItemSchema),
  PostRevisionEntry: jsonSchema(revisionSummarySchema),
  PostRevision: jsonSchema(revisionSchema),
  PostPreviewLink: jsonSchema(previewLinkSchema),
};
