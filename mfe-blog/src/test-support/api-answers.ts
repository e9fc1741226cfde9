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
  publishedAt: null,
});

/** Answers the page's API calls with `handler` and records their URLs, in order. */
export function answerApiWith(handler: (url: string) => { status: number; body: unknown }): string[] {
  const calls: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const { status, body } = handler(url);
    return { ok: status < 400, status, json: async () => body } as Response;
  }) as typeof fetch;
  return calls;
}
