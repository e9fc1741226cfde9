import { useEffect, useState } from 'react';

/** A loader's value once settled on the server: plain data, sent with the page. */
export type Settled<T> = { status: 'loaded'; data: T } | { status: 'error'; error: { name: string; message: string } };

/** A loader's value: a promise in the browser, already settled when the server rendered the page. */
export type Deferred<T> = Promise<T> | Settled<T>;

export type DeferredState<T> = { status: 'loading' } | Settled<T>;

/** Thrown by a page's data call when what the address names does not exist: the server answers 404. */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
}

export const isNotFound = (error: { name: string }) => error.name === 'NotFoundError';

/**
 * Thrown by a page's data call when what the address names lives at another address now (a post's
 * former slug): the message is that address, so it survives being sent as a plain name and message.
 * The server answers a 301 to it; in the browser the page replaces its address with it.
 */
export class MovedError extends Error {
  override name = 'MovedError';
}

/** The address data that moved lives at now; undefined for any other error. */
export const movedTo = (error: { name: string; message: string }) => (error.name === 'MovedError' ? error.message : undefined);

/** Waits for a promise and keeps what it gave, as sent with the page. */
export async function settle<T>(value: Deferred<T>): Promise<Settled<T>> {
  if (!(value instanceof Promise)) return value;
  try {
    return { status: 'loaded', data: await value };
  } catch (error) {
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    return { status: 'error', error: { name, message } };
  }
}

/**
 * The state of a loader's value: settled at once when it came with the server's page, else
 * loading until its promise settles.
 */
export function useDeferred<T>(value: Deferred<T>): DeferredState<T> {
  const [state, setState] = useState<{ source: Deferred<T>; settled: DeferredState<T> }>(() => ({
    source: value,
    settled: value instanceof Promise ? { status: 'loading' } : value,
  }));
  useEffect(() => {
    if (!(value instanceof Promise)) return;
    let current = true;
    void settle(value).then((settled) => current && setState({ source: value, settled }));
    return () => {
      current = false;
    };
  }, [value]);
  if (state.source !== value) return value instanceof Promise ? { status: 'loading' } : value;
  return state.settled;
}
