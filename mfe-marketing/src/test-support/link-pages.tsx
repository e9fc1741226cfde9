import { type PageMeta, PageMetaContext } from '@fns/design-system';
import { renderPageRoute } from '@fns/design-system/testing';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { routes } from '../app/routes';

/** Answers every API read with `status` and `body` (a JSON answer); returns the list of the URLs asked. */
export function answerApi(status: number, body: unknown): string[] {
  const calls: string[] = [];
  global.fetch = jest.fn((input: RequestInfo | URL) => {
    calls.push(input as string);
    return Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response);
  });
  return calls;
}

/**
 * The page of a mail's link (route `path`) at `at`, as the shell renders it. Resolves with its one
 * h1 once it is in, having checked that the page is titled by it and kept out of search engines.
 */
export async function visitLinkPage(path: string, at: string): Promise<HTMLElement> {
  let meta: PageMeta | undefined;
  const MetaCollector = ({ children }: { children: ReactNode }) => (
    <PageMetaContext.Provider value={{ set: (value) => (meta = value) }}>{children}</PageMetaContext.Provider>
  );
  renderPageRoute(
    routes.find((route) => route.path === path)!,
    { at, wrapper: MetaCollector },
  );
  const heading = await screen.findByRole('heading', { level: 1 });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(meta).toMatchObject({ title: heading.textContent, noIndex: true });
  return heading;
}
