/** @jest-environment node */
import { type RemotePageModule } from '@fns/design-system';
import { MovedError, NotFoundError } from '@fns/design-system/data';
import { redirect } from 'react-router';
import { createPageRenderer } from '../render-page';

/** The blog's post page as a stand-in: its loader answers by the slug it is given. */
const mockPostPage: RemotePageModule = {
  default: () => <h1>A post</h1>,
  loader: ({ params }) => {
    if (params.slug === 'redirected') return redirect('/blog/current', 301);
    if (params.slug === 'former-slug') return { post: Promise.reject(new MovedError('/blog/current?ref=mail')) };
    if (params.slug === 'missing') return { post: Promise.reject(new NotFoundError('Post not found or not published.')) };
    return { post: Promise.resolve('a post') };
  },
};

// Every remote route is the stand-in page: the renderer is under test, not the federation.
jest.mock('../../../src/lib/remotes', () => ({
  loadRemoteRoute: (_remote: string, path: string) => Promise.resolve({ path, page: () => Promise.resolve(mockPostPage) }),
}));

const render = createPageRenderer({
  template: '<!doctype html><html><head><title>x</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>',
  shellBoot: ['main.js'],
  remotes: {},
  config: {
    remotes: { mfe_marketing: '', mfe_blog: '', mfe_admin: '' },
    integrity: {},
    versions: {},
    apiBase: '/api',
    recaptchaSiteKey: '',
    showScreenSize: false,
    rumSampleRate: 0,
  },
});

/** What the renderer answers for a path: its status, headers and HTML. */
async function answerFor(path: string) {
  const answer = { status: 0, headers: {} as Record<string, string>, html: '' };
  await render(
    { url: `https://foundersneversolo.com${path}`, siteUrl: 'https://foundersneversolo.com' },
    {
      head: (status, headers) => Object.assign(answer, { status, headers }),
      write: (chunk) => (answer.html += chunk),
      end: () => undefined,
    },
  );
  return answer;
}

describe('the server render', () => {
  it('renders a page whose data is there', async () => {
    const page = await answerFor('/blog/runway');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>A post</h1>');
  });

  it("answers 301 with the Location of a loader's redirect", async () => {
    expect(await answerFor('/blog/redirected')).toEqual({ status: 301, headers: { Location: '/blog/current' }, html: '' });
  });

  it('answers 301 to the new address of data that moved (a former slug), query string and all', async () => {
    expect(await answerFor('/blog/former-slug?ref=mail')).toEqual({
      status: 301,
      headers: { Location: '/blog/current?ref=mail' },
      html: '',
    });
  });

  it('answers 404 with the page for data that names nothing, and 302 to the home page for an unknown path', async () => {
    const missing = await answerFor('/blog/missing');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<meta name="robots" content="noindex" />');
    expect(await answerFor('/no/such/page')).toEqual({ status: 302, headers: { Location: '/' }, html: '' });
  });
});
