import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPageRoute, WaitlistProbe } from '@fns/design-system/testing';
import { PUBLIC_ROUTE_HEADINGS } from '@fns/contracts/route-headings';
import { routes } from '../routes';

const EXPECTED = PUBLIC_ROUTE_HEADINGS.marketing;
// The pages of a mail's links, which need a token or a code (features/subscription-links,
// features/waitlist-status, features/invitation and features/preferences have their tests).
const MAIL_LINK_PATHS = ['/confirm/:token', '/unsubscribe/:token', '/waitlist/status/:token', '/welcome', '/preferences/:token'];

// The page of `path` as the shell renders it, with a probe of its wait list store beside it.
const renderRoute = (path: string) =>
  renderPageRoute(
    routes.find((route) => route.path === path)!,
    { children: <WaitlistProbe /> },
  );

const waitlist = () => screen.getByRole('status', { name: 'Wait list' });

describe('marketing routes', () => {
  it('lists exactly the marketing paths of the route table', () => {
    expect(routes.map((route) => route.path)).toEqual([...EXPECTED.map(([path]) => path), ...MAIL_LINK_PATHS]);
  });

  it.each(EXPECTED)('%s renders its one h1 and sets its title and description', async (path, heading) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(path === '/' ? 'Founders Never Solo' : `${heading} | Founders Never Solo`);
    const description = document.querySelector<HTMLMetaElement>('meta[name="description"]')!.content;
    expect(description.length).toBeGreaterThan(40);
    expect(description.length).toBeLessThanOrEqual(150);
  });
});

describe('calls to action', () => {
  it.each([
    ['/', 'Start Your Journey'],
    ['/', 'Start Free Trial'],
    ['/how-it-works', 'Start Your Journey'],
    ['/features', 'Start Free Trial'],
    ['/about', 'BEGIN YOUR JOURNEY'],
    ['/legal', 'Start Your Journey'],
    ['/faqs', 'Start Free Trial'],
  ])('%s "%s" opens the wait list', async (path, name) => {
    renderRoute(path);
    await screen.findByRole('heading', { level: 1 });
    expect(waitlist()).toHaveTextContent('closed');
    await userEvent.click(screen.getAllByRole('button', { name })[0]!);
    expect(waitlist()).toHaveTextContent('open');
  });

  it('home states the claims of the product', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('of startups fail').closest('li')).toHaveTextContent('90% of startups fail');
    expect(screen.getByText('founders facing reality now').closest('li')).toHaveTextContent('247 founders facing reality now');
    for (const pillar of ['Strategic Thinking', 'Emotional Resilience', 'Practical Guidance']) {
      const card = screen.getByRole('heading', { level: 3, name: pillar }).parentElement!;
      expect(within(card).getByRole('list', { name: `${pillar} benefits` }).children).toHaveLength(3);
    }
    const journey = screen.getByRole('region', { name: 'Your journey in four steps' });
    const badges = within(journey)
      .getAllByText(/^Phase:/)
      .map((badge) => badge.parentElement!.textContent);
    expect(badges).toEqual(['Phase: FACE', 'Phase: ADAPT', 'Phase: BUILD', 'Phase: THRIVE']);
  });

  it('features buttons only write to the console', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    renderRoute('/features');
    await screen.findByRole('heading', { level: 1 });
    const sections = ['Understands Your Unique Style', 'Challenges Your Thinking', 'Builds Your Confidence', 'Delivers Consistent Results'];
    for (const title of sections) {
      const section = screen.getByRole('region', { name: title });
      expect(within(section).getAllByRole('listitem')).toHaveLength(4);
      await userEvent.click(within(section).getByRole('button'));
    }
    expect(info).toHaveBeenCalledTimes(4);
    expect(waitlist()).toHaveTextContent('closed');
    info.mockRestore();
  });
});
