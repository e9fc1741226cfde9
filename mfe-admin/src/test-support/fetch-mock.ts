/** Test helpers: a typed fetch mock and answers that work in both the node and the jsdom environment. */
export type FetchMock = jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;

export function installFetchMock(): FetchMock {
  const mock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
  global.fetch = mock;
  return mock;
}

/** The address a request went to, whether the code passed a string, a URL or a Request. */
const urlOf = (input: RequestInfo | URL) => (typeof input === 'string' ? input : 'url' in input ? input.url : input.href);

/** A fetch answer; `body` undefined gives an empty body (e.g. 204), a string is sent as is (e.g. not JSON). */
export function answer(status: number, body?: unknown, statusText = '', headers: Record<string, string> = {}): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const response = {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: new Headers(headers),
    // A body that is not JSON rejects, as Response.json does.
    json: () => new Promise<unknown>((resolve) => resolve(JSON.parse(text))),
    text: () => Promise.resolve(text),
    blob: () => Promise.resolve(new Blob([text])),
    clone: () => answer(status, body, statusText, headers),
  };
  return response as unknown as Response;
}

/** The request a fetch mock received as call `index`. */
export function requestOf(mock: FetchMock, index = 0) {
  const call = mock.mock.calls[index];
  if (!call) throw new Error(`no request ${index}: the mock received ${mock.mock.calls.length}`);
  const [url, init] = call;
  const headers = (init?.headers ?? {}) as Record<string, string>;
  return {
    url: urlOf(url),
    method: init?.method ?? 'GET',
    authorization: headers.Authorization,
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  };
}

type FetchCall = FetchMock['mock']['calls'][number];
const keyOf = ([url, init]: FetchCall) => `${init?.method ?? 'GET'} ${urlOf(url)}`;
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
    const query = Object.fromEntries(new URL(urlOf(call[0]), 'http://localhost').searchParams);
    return [{ ...requestOf(mock, index), query }];
  });
}
