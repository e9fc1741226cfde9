import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { answerApiWith, postSummary } from '../../../test-support/api-answers';
import { renderRoute } from '../../../test-support/render-route';

let calls: string[];
const answerWith = (handler: (url: string) => { status: number; body: unknown }) => {
  calls = answerApiWith(handler);
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="state">{JSON.stringify(location.state)}</output>;
}

// The page with its loader, as the shell routes /blog.
const renderPage = (state?: unknown) => renderRoute('/blog', { at: { pathname: '/blog', state }, children: <LocationProbe /> });

describe('BlogListPage', () => {
  it('refetches on every filter change and toggles a phase off', async () => {
    answerWith((url) => ({ status: 200, body: url.includes('featured') ? [] : [postSummary(1, `Story for ${url}`, 'FACE')] }));
    renderPage();
    expect(await screen.findByText('No featured stories found.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Story for /api/posts' })).toBeInTheDocument();
    const build = screen.getByRole('button', { name: 'BUILD' });
    await userEvent.click(build);
    expect(build).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(calls).toContain('/api/posts?category=BUILD'));
    expect(await screen.findByRole('heading', { name: 'Story for /api/posts?category=BUILD' })).toBeInTheDocument();
    const adapt = screen.getByRole('button', { name: 'ADAPT' });
    await userEvent.click(adapt);
    expect(adapt).toHaveAttribute('aria-pressed', 'true');
    expect(build).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByRole('heading', { name: 'Story for /api/posts?category=ADAPT' })).toBeInTheDocument();
    await userEvent.click(adapt);
    expect(adapt).toHaveAttribute('aria-pressed', 'false');
    // Every post again, fetched again (the loader's fetch, then the clearing's).
    expect(await screen.findByRole('heading', { name: 'Story for /api/posts' })).toBeInTheDocument();
    expect(calls.filter((url) => url === '/api/posts')).toHaveLength(2);
  });

  it('applies a filter arriving in navigation state, then clears the state', async () => {
    answerWith(() => ({ status: 200, body: [] }));
    renderPage({ category: 'ADAPT' });
    await waitFor(() => expect(calls).toContain('/api/posts?category=ADAPT'));
    expect(screen.getByRole('button', { name: 'ADAPT' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('null'));
  });

  it("shows each list's error with the texts of SPEC section 8", async () => {
    answerWith((url) => (url.includes('featured') ? { status: 500, body: { message: 'Database down.' } } : { status: 503, body: {} }));
    renderPage();
    expect(await screen.findByText('Error loading featured stories: Database down.')).toBeInTheDocument();
    expect(await screen.findByText('Error loading posts: HTTP error! status: 503')).toBeInTheDocument();
  });

  it('falls back to "Network response was not ok" and labels odd categories "Uncategorized"', async () => {
    answerWith((url) =>
      url.includes('featured') ? { status: 500, body: {} } : { status: 200, body: [postSummary(1, 'Odd', { name: 'X' })] },
    );
    renderPage();
    expect(await screen.findByText('Error loading featured stories: Network response was not ok')).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Odd' })).closest('article')!;
    expect(within(card).getByText('Uncategorized')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Read More about Odd' })).toHaveAttribute('href', '/blog/post-1');
  });

  it("draws the first six cards' images over the placeholders the API sent, the others without", async () => {
    const image = '/api/media/sample/a.jpg';
    const blur = 'data:image/png;base64,iVBORw0KGgo=';
    const posts = Array.from({ length: 7 }, (_, index) => ({
      ...postSummary(index + 1, `Pictured ${index + 1}`),
      image,
      imagePlaceholders: { [image]: blur },
    }));
    answerWith((url) => ({ status: 200, body: url.includes('featured') ? [] : posts }));
    renderPage();
    const imageOf = async (title: string) =>
      (await screen.findByRole('heading', { name: title })).closest('article')!.querySelector('img')!;
    expect((await imageOf('Pictured 6')).style.backgroundImage).toBe(`url("${blur}")`);
    expect((await imageOf('Pictured 7')).style.backgroundImage).toBe('');
  });
});
