/** What the post endpoints answer besides the validation messages (post.schemas.ts). */
export const POST_MESSAGES = {
  notFound: 'Post not found.',
  /** GET /api/posts/slug/{slug}, as SPEC section 8 quotes it; also every refused preview. */
  slugNotFound: 'Post not found or not published.',
  moved: 'This post has moved.',
  staleVersion: 'This post was changed by someone else since you opened it. Compare both versions, then save again to keep yours.',
  revisionNotFound: 'Revision not found.',
} as const;
