import type { ComponentType } from 'react';

/** What a page may receive from its route: the path parameters and the request (its abort signal). */
export interface PageLoaderArgs {
  params: Record<string, string | undefined>;
  request: Request;
}

/**
 * A page module. Its optional `loader` gets the page's API data: on the server it is awaited before
 * rendering and sent with the page; in the browser it returns promises at once, so the page shows
 * its loading state while they settle (see useDeferred).
 */
export interface RemotePageModule {
  default: ComponentType;
  loader?: (args: PageLoaderArgs) => object;
  /** Whether a navigation to `nextUrl` runs the loader again (by default, any navigation does). */
  shouldRevalidate?: (args: { currentUrl: URL; nextUrl: URL }) => boolean;
}

/**
 * What a remote's `./routes` module exports: one object per route it renders. The shell owns the
 * router and the route table; it renders the page whose `path` matches its table entry.
 */
export interface RemoteRoute {
  /** The path exactly as in the shell's route table, e.g. "/blog/:slug". */
  path: string;
  /** Loads the page's module (its own chunk), so a remote's pages load only when visited. */
  page: () => Promise<RemotePageModule>;
}

export interface RemoteRoutesModule {
  routes: RemoteRoute[];
}
