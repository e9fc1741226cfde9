import { type PageMeta, PageMetaContext } from '@fns/design-system';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { answerApiWith, postSummary } from '../../../test-support/api-answers';
import { renderRoute } from '../../../test-support/render-route';
import { PREVIEW_TEXTS } from '../preview-banner';

const detail = {
  ...postSummary(1, 'Runway: the five month truth'),
  slug: 'runway-story',
  category: { id: 1, name: 'FACE' },
  content: '<p>We had five months, not fourteen.</p><script>alert(1)</script>',
  quote: null,
  author: { name: 'Ada Author' },
};

let calls: string[];
const answerWith = (handler: (url: string, method: string) => { status: number; body: unknown }) => {
  calls = answerApiWith(handler);
};

/** The page's meta as the shell's server collects it for the HTML head. */
let meta: PageMeta | undefined;
function MetaCollector({ children }: { children: ReactNode }) {
  return <PageMetaContext.Provider value={{ set: (pageMeta) => (meta = pageMeta) }}>{children}</PageMetaContext.Provider>;
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${useNavigationType()} ${pathname}${search}`}</output>;
}

// The post page with its loader, as the shell routes /blog/:slug (`address`: its path and query).
const renderPost = (address: string) =>
  renderRoute('/blog/:slug', { at: `/blog/${address}`, wrapper: MetaCollector, children: <LocationProbe /> });

describe('PostPage', () => {
  it('loads the post of the address with its related stories, and sets its title and description', async () => {
    const others = [
      postSummary(1, 'Runway: the five month truth'),
      postSummary(2, 'Second'),
      postSummary(3, 'Third'),
      postSummary(4, 'Fourth'),
      postSummary(5, 'Fifth'),
    ];
    answerWith((url) => ({ status: 200, body: url.includes('/slug/') ? detail : others }));
    renderPost('runway-story');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Runway: the five month truth');
    expect(screen.getByText('We had five months, not fourteen.')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(document.title).toBe('Runway: the five month truth - Founders Never Solo Blog');
    expect(document.querySelector<HTMLMetaElement>('meta[name="description"]')!.content).toBe('We had five months, not fourteen....');
    // Its structured data names who wrote it (the staff member; the site for a post without one).
    expect(meta?.structuredData).toMatchObject({ '@type': 'BlogPosting', author: { '@type': 'Person', name: 'Ada Author' } });

    const related = (await screen.findByRole('heading', { level: 2, name: 'More from the FACE phase' })).closest('section')!;
    const titles = within(related)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Second', 'Third', 'Fourth']);
    expect(calls).toEqual(['/api/posts/slug/runway-story', '/api/posts?category=FACE']);
  });

  it('shows the post without related stories when they fail', async () => {
    answerWith((url) => (url.includes('/slug/') ? { status: 200, body: detail } : { status: 500, body: {} }));
    renderPost('runway-story');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Runway: the five month truth');
    expect(screen.queryByRole('heading', { name: /More from/ })).not.toBeInTheDocument();
  });

  it('shows the not-found state for a slug the API does not know', async () => {
    answerWith(() => ({ status: 404, body: { message: 'Not found' } }));
    renderPost('missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog post not found.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all stories' })).toHaveAttribute('href', '/blog');
    expect(document.title).toBe('Founders Never Solo Blog');
  });

  it("goes from a former slug to the post's current address in place of it, query string kept", async () => {
    // fetch follows the API's 301 from the former slug: the post comes back under its current one.
    answerWith((url) => ({ status: 200, body: url.includes('/slug/') ? detail : [] }));
    renderPost('runway-old?ref=mail');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Runway: the five month truth');
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('REPLACE /blog/runway-story?ref=mail');
    expect(calls.filter((url) => url.includes('/slug/'))).toEqual(['/api/posts/slug/runway-old', '/api/posts/slug/runway-story']);
  });

  it.each([
    ['not public yet', 404, PREVIEW_TEXTS.unpublished],
    ['with a published version', 200, PREVIEW_TEXTS.unsavedChanges],
  ])("shows a preview link's post %s under a banner, and keeps it out of search results", async (_case, publicRead, banner) => {
    answerWith((url, method) => {
      if (method === 'HEAD') return { status: publicRead, body: null };
      return { status: 200, body: url.includes('/slug/') ? { ...detail, title: 'Runway: unsaved', preview: true } : [] };
    });
    renderPost('runway-story?preview=t0k');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Runway: unsaved');
    expect(screen.getByText(banner)).toHaveAttribute('role', 'status');
    expect(calls.slice(0, 2)).toEqual(['/api/posts/slug/runway-story?preview=t0k', 'HEAD /api/posts/slug/runway-story']);
    expect(meta).toMatchObject({ title: 'Runway: unsaved - Founders Never Solo Blog', noIndex: true });
  });

  it('shows a published post without a banner, for search results', async () => {
    answerWith((url) => ({ status: 200, body: url.includes('/slug/') ? detail : [] }));
    renderPost('runway-story');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/Preview/)).not.toBeInTheDocument();
    expect(meta).toMatchObject({ noIndex: false });
  });

  it('shows the not-found state for a preview token the API refuses', async () => {
    answerWith(() => ({ status: 404, body: { message: 'Post not found or not published.' } }));
    renderPost('runway-story?preview=expired');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog post not found.' })).toBeInTheDocument();
    expect(meta).toMatchObject({ noIndex: true });
  });

  it('shows any other error', async () => {
    answerWith(() => ({ status: 503, body: {} }));
    renderPost('runway-story');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: HTTP error! status: 503');
  });
});
