import { apiUrl, readMessage } from '@fns/design-system';
import { NotFoundError } from '@fns/design-system/data';
import { LINK_TEXTS } from './link-texts';

/** A token the API does not know (or no longer honours): the page shows "not valid", the server answers 404. */
export class LinkNotFoundError extends NotFoundError {
  constructor() {
    super(LINK_TEXTS.invalid);
  }
}

/**
 * GET /api{path}{token}: what a mail's link is about, for its page (e.g. `/subscriptions/`). A
 * token the API refuses (404, or 400 for one of the wrong shape) is no valid link; any other
 * failure keeps the API's message.
 */
export async function fetchLink<T>(path: string, token: string | undefined, signal?: AbortSignal): Promise<T> {
  if (!token) throw new LinkNotFoundError();
  const response = await fetch(apiUrl(`${path}${encodeURIComponent(token)}`), { signal });
  if (response.status === 404 || response.status === 400) throw new LinkNotFoundError();
  if (!response.ok) throw new Error((await readMessage(response)) ?? `HTTP error! status: ${response.status}`);
  return (await response.json()) as T;
}
