import { isNotFound, movedTo } from '@fns/design-system/data';
import { answerApiWith, postSummary } from '../../../test-support/api-answers';
import type { PostDetail } from '../../../lib/posts-api';
import { loader } from '../post-loader';

const post = (slug: string, extra: object = {}) => ({ ...postSummary(7, 'Runway'), slug, category: null, quote: null, ...extra });

/** The post the page's loader gives for an address of the site: a promise, as in the browser. */
const loadPost = (path: string) => {
  const url = new URL(path, 'http://localhost');
  return loader({ params: { slug: url.pathname.split('/').at(-1) }, request: new Request(url) }).post as Promise<PostDetail>;
};

/** The error the post's promise rejected with. */
const failureOf = (post: Promise<PostDetail>) =>
  post.then(
    () => Promise.reject(new Error('the post loaded')),
    (error: Error) => error,
  );

describe('the post page loader', () => {
  it('gives the post of the address', async () => {
    const calls = answerApiWith(() => ({ status: 200, body: post('runway') }));
    await expect(loadPost('/blog/runway')).resolves.toMatchObject({ slug: 'runway' });
    expect(calls).toEqual(['/api/posts/slug/runway']);
  });

  it("redirects a former slug (the API's 301 followed) to the post's current address, query string kept", async () => {
    // fetch followed the API's 301 to /api/posts/slug/runway-2025: what comes back is the post under its current slug.
    answerApiWith(() => ({ status: 200, body: post('runway-2025') }));
    expect(movedTo(await failureOf(loadPost('/blog/runway?ref=newsletter')))).toBe('/blog/runway-2025?ref=newsletter');
  });

  it('passes a preview token to the API and asks whether readers see a published version', async () => {
    const calls = answerApiWith((url) => ({ status: url.includes('preview=') ? 200 : 404, body: post('runway', { preview: true }) }));
    await expect(loadPost('/blog/runway?preview=t0k%2Fen')).resolves.toMatchObject({ preview: true, publishedVersion: false });
    expect(calls).toEqual(['/api/posts/slug/runway?preview=t0k%2Fen', 'HEAD /api/posts/slug/runway']);

    answerApiWith(() => ({ status: 200, body: post('runway', { preview: true }) }));
    await expect(loadPost('/blog/runway?preview=t0k')).resolves.toMatchObject({ publishedVersion: true });
  });

  it('keeps a preview at its address when its slug is one of the unsaved changes', async () => {
    answerApiWith(() => ({ status: 200, body: post('runway-renamed', { preview: true }) }));
    await expect(loadPost('/blog/runway?preview=t0k')).resolves.toMatchObject({ slug: 'runway-renamed' });
  });

  it('gives "not found" for a preview token the API refuses (expired, tampered or for another post)', async () => {
    answerApiWith((url) =>
      url.includes('preview=') ? { status: 404, body: { message: 'Post not found or not published.' } } : { status: 200, body: {} },
    );
    expect(isNotFound(await failureOf(loadPost('/blog/runway?preview=expired')))).toBe(true);
  });
});
