/** A published post as GET /api/posts lists it. */
export const postSummary = (id: number, title: string, category: unknown = 'FACE') => ({
  id,
  slug: `post-${id}`,
  title,
  category,
  image: null,
  featured: false,
  vision: 'v',
  reality: 'r',
  outcome: null,
  content: '',
  beforeImage: null,
  afterImage: null,
  partnerName: null,
  partnerRole: null,
  partnerContribution: null,
  partnershipOutcome: null,
  publishAt: null,
});

/** The address a request went to, whether the code passed a string, a URL or a Request. */
const urlOf = (input: RequestInfo | URL) => (typeof input === 'string' ? input : 'url' in input ? input.url : input.href);

/** Answers the page's API calls with `handler` and records their URLs, in order (a method other than GET before its URL). */
export function answerApiWith(handler: (url: string, method: string) => { status: number; body: unknown }): string[] {
  const calls: string[] = [];
  global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = urlOf(input);
    const method = init?.method ?? 'GET';
    calls.push(method === 'GET' ? url : `${method} ${url}`);
    const { status, body } = handler(url, method);
    return Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response);
  });
  return calls;
}
