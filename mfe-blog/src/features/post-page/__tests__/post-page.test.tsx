import { screen, within } from '@testing-library/react';
import { answerApiWith, postSummary } from '../../../test-support/api-answers';
import { renderRoute } from '../../../test-support/render-route';

const detail = {
  ...postSummary(1, 'Runway: the five month truth'),
  slug: 'runway-story',
  category: { id: 1, name: 'FACE' },
  content: '<p>We had five months, not fourteen.</p><script>alert(1)</script>',
  quote: null,
};

let calls: string[];
const answerWith = (handler: (url: string) => { status: number; body: unknown }) => {
  calls = answerApiWith(handler);
};

// The post page with its loader, as the shell routes /blog/:slug.
const renderPost = (slug: string) => renderRoute('/blog/:slug', { at: `/blog/${slug}` });

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

  it('shows any other error', async () => {
    answerWith(() => ({ status: 503, body: {} }));
    renderPost('runway-story');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: HTTP error! status: 503');
  });
});
