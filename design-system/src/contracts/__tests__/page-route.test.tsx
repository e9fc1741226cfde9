import { pageRouteProps } from '../page-route';

const Page = () => <h1>Page</h1>;

describe('pageRouteProps', () => {
  it("gives a page module's component and loader as route properties", async () => {
    const loader = () => ({ posts: Promise.resolve([]) });
    await expect(pageRouteProps(() => Promise.resolve({ default: Page, loader }))).resolves.toEqual({ Component: Page, loader });
  });

  it('leaves the loader out for a page without one', async () => {
    const props = await pageRouteProps(() => Promise.resolve({ default: Page }));
    expect(props).toEqual({ Component: Page });
    expect('loader' in props).toBe(false);
  });
});
