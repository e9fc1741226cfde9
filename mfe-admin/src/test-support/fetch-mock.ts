/** Test helpers: a typed fetch mock and answers that work in both the node and the jsdom environment. */
export type FetchMock = jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;

export function installFetchMock(): FetchMock {
  const mock: FetchMock = jest.fn();
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** A fetch answer; `body` undefined gives an empty body (e.g. 204), a string is sent as is (e.g. not JSON). */
export function answer(status: number, body?: unknown, statusText = ''): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const response = {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    json: async () => JSON.parse(text) as unknown,
    text: async () => text,
    clone: () => answer(status, body, statusText),
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

/** Answers by "METHOD /path" (e.g. "GET /api/admin/posts"); a handler may return a promise to hold the answer back. */
export function routeFetch(mock: FetchMock, routes: Record<string, () => Response | Promise<Response>>) {
  mock.mockImplementation(async (url, init) => {
    const key = `${init?.method ?? 'GET'} ${String(url)}`;
    const handler = routes[key];
    if (!handler) throw new Error(`unexpected request ${key}`);
    return handler();
  });
}

/** How many requests matched "METHOD /path". */
export const callsTo = (mock: FetchMock, key: string) => mock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key).length;
