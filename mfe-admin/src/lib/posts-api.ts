import { failure, guarded, isAuthStatus, readJson, send } from './api-client';
import { DASHBOARD_ERRORS, DELETE_POST_ERRORS, EDITOR_ERRORS, httpErrorText } from './api-messages';
import type { AdminPostListItem } from '@fns/contracts';
import type { EditablePost, PostBody } from './post-types';

/** GET /api/admin/posts with the token: every post, drafts included. */
export function fetchAdminPosts(): Promise<AdminPostListItem[]> {
  return guarded(DASHBOARD_ERRORS.unknown, async () => {
    const response = await send('/admin/posts', { token: { required: DASHBOARD_ERRORS.noToken } });
    if (isAuthStatus(response.status)) throw await failure(response, DASHBOARD_ERRORS.unauthorized);
    if (!response.ok) throw await failure(response, httpErrorText(response.status));
    return readJson<AdminPostListItem[]>(response);
  });
}

/** DELETE /api/posts/{id}: 'removed' for a 204, 'changed' for any other success (the list is then re-fetched). */
export function deletePost(id: number): Promise<'removed' | 'changed'> {
  return guarded(DELETE_POST_ERRORS.failed, async () => {
    const response = await send(`/posts/${id}`, { method: 'DELETE', token: { required: DELETE_POST_ERRORS.noToken } });
    if (isAuthStatus(response.status)) throw await failure(response, DELETE_POST_ERRORS.unauthorized);
    if (response.status === 404) throw await failure(response, DELETE_POST_ERRORS.notFound);
    if (!response.ok) throw await failure(response, httpErrorText(response.status));
    return response.status === 204 ? 'removed' : 'changed';
  });
}

/** GET /api/posts/{id}, with the token when there is one so drafts load. */
export function fetchPost(id: string): Promise<EditablePost> {
  return guarded(EDITOR_ERRORS.loadPost, async () => {
    const response = await send(`/posts/${encodeURIComponent(id)}`, { token: 'optional' });
    if (!response.ok) throw await failure(response, { serverMessageOr: EDITOR_ERRORS.fetchPost(response.statusText) });
    return readJson<EditablePost>(response);
  });
}

/** POST /api/posts; the server's message, else "Failed to create post.". */
export function createPost(body: PostBody): Promise<EditablePost> {
  return savePost('/posts', 'POST', body, EDITOR_ERRORS.create);
}

/**
 * PUT /api/posts/{id} with the version the form was based on; the server's message, else "Failed to
 * update post.". A version someone else has saved over since is refused with a 409 (ApiError.status).
 */
export function updatePost(id: number, body: PostBody, version: number | undefined): Promise<EditablePost> {
  return savePost(`/posts/${id}`, 'PUT', { ...body, version }, EDITOR_ERRORS.update);
}

function savePost(path: string, method: 'POST' | 'PUT', body: PostBody & { version?: number }, fallback: string): Promise<EditablePost> {
  return guarded(EDITOR_ERRORS.unknown, async () => {
    const response = await send(path, { method, body, token: { required: EDITOR_ERRORS.noToken } });
    if (!response.ok) throw await failure(response, { serverMessageOr: fallback });
    return readJson<EditablePost>(response);
  });
}
