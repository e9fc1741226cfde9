import { apiUrl, readMessage } from '@fns/design-system';
import { httpErrorText } from './api-messages';
import { readAuthToken } from './auth-token';

/** A failed call; `message` is the exact SPEC section 8 text for that call. */
export class ApiError extends Error {
  /** A missing token or a 401/403: the screen offers the way back to sign-in. */
  readonly authFailure: boolean;
  readonly status: number | undefined;

  constructor(message: string, options: { status?: number; authFailure?: boolean } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status;
    this.authFailure = options.authFailure ?? false;
  }
}

export const isAuthStatus = (status: number) => status === 401 || status === 403;

/** `{ required: text }`: the call needs the token and fails with `text` without one; 'optional' sends it when present. */
export type TokenUse = 'none' | 'optional' | { required: string };

export interface SendOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData goes as it is, multipart. */
  body?: unknown;
  token?: TokenUse;
}

/** The one place that adds `Authorization: Bearer <token>` (read from storage now, never a copy) and performs the request. */
export async function send(path: string, { method = 'GET', body, token = 'none' }: SendOptions = {}): Promise<Response> {
  const stored = token === 'none' ? null : readAuthToken();
  if (typeof token === 'object' && !stored) throw new ApiError(token.required, { authFailure: true });
  const headers: Record<string, string> = {};
  if (stored) headers.Authorization = `Bearer ${stored}`;
  // A FormData's Content-Type is the browser's to write: it carries the multipart boundary.
  const encoded = body === undefined || body instanceof FormData ? body : JSON.stringify(body);
  if (typeof encoded === 'string') headers['Content-Type'] = 'application/json';
  return fetch(apiUrl(path), { method, headers, body: encoded });
}

/** Runs a call; any failure that is not already an ApiError (network down, unreadable body) becomes `fallback`. */
export async function guarded<T>(fallback: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(fallback);
  }
}

/** The error for a non-ok answer: a fixed text, or the server's `{ message }` with a fallback. */
export async function failure(response: Response, text: string | { serverMessageOr: string }): Promise<ApiError> {
  const message = typeof text === 'string' ? text : ((await readMessage(response)) ?? text.serverMessageOr);
  return new ApiError(message, { status: response.status, authFailure: isAuthStatus(response.status) });
}

export async function readJson<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** A file the API sent for download, and its name. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** The file of a download answer, named as its Content-Disposition says, else `fallbackName`. */
export async function readDownload(response: Response, fallbackName: string): Promise<DownloadedFile> {
  const named = /filename="?([^";]+)"?/.exec(response.headers.get('Content-Disposition') ?? '');
  return { blob: await response.blob(), filename: named?.[1] ?? fallbackName };
}

/** An admin call's texts: without a token, and for a 401/403 the server gave no message for. */
export interface AdminCallTexts {
  noToken: string;
  unauthorized: string;
}

/** Sends an admin call with the token; a non-ok answer becomes the server's message, else a fixed text. */
export async function sendAdmin(path: string, texts: AdminCallTexts, options: Omit<SendOptions, 'token'> = {}): Promise<Response> {
  const response = await send(path, { ...options, token: { required: texts.noToken } });
  if (response.ok) return response;
  const fallback = isAuthStatus(response.status) ? texts.unauthorized : httpErrorText(response.status);
  throw await failure(response, { serverMessageOr: fallback });
}
