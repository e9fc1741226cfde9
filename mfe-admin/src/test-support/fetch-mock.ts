/** Test helpers: a typed fetch mock and answers that work in both the node and the jsdom environment. */
export type FetchMock = jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;

export function installFetchMock(): FetchMock {
  const mock: FetchMock = jest.fn();
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** A fetch answer; `body` undefined gives an empty body (e.g. 204), a string is sent as is (e.g. not JSON). */
export function answer(status: number, body?: unknown, statusText = '', headers: Record<string, string> = {}): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const response = {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: new Headers(headers),
    json: async () => JSON.parse(text) as unknown,
    text: async () => text,
    blob: async () => new Blob([text]),
    clone: () => answer(status, body, statusText, headers),
  };
  return response as unknown as Response;
}

/** The request a fetch mock received as call `index`. */
export function requestOf(mock: FetchMock, index = 0) {
  const [url, init] = mock.mock.calls[index] ?? [];
  const headers = (init?.headers ?? {}) as Record<string, string>;
  return {
    url: String(url),
    method: init?.method ?? 'GET',
    authorization: headers.Authorization,
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  };
}

type FetchCall = FetchMock['mock']['calls'][number];
const keyOf = ([url, init]: FetchCall) => `${init?.method ?? 'GET'} ${String(url)}`;
const pathKeyOf = (call: FetchCall) => keyOf(call).split('?')[0];

/**
 * Answers by "METHOD /path" (e.g. "GET /api/admin/posts"), with its query or, when no route names the
 * query, by the path alone; a handler may return a promise to hold the answer back.
 */
export function routeFetch(mock: FetchMock, routes: Record<string, () => Response | Promise<Response>>) {
  mock.mockImplementation(async (...call) => {
    const handler = routes[keyOf(call)] ?? routes[pathKeyOf(call)!];
    if (!handler) throw new Error(`unexpected request ${keyOf(call)}`);
    return handler();
  });
}

/** How many requests matched "METHOD /path". */
export const callsTo = (mock: FetchMock, key: string) => mock.mock.calls.filter((call) => keyOf(call) === key).length;

/** Every request to "METHOD /path" whatever its query, in order, with the query read out. */
export function requestsTo(mock: FetchMock, key: string) {
  return mock.mock.calls.flatMap((call, index) => {
    if (pathKeyOf(call) !== key) return [];
    const query = Object.fromEntries(new URL(String(call[0]), 'http://localhost').searchParams);
    return [{ ...requestOf(mock, index), query }];
  });
}
