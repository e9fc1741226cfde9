import type { ComponentType } from 'react';

/**
 * What a remote's `./routes` module exports: one object per route it renders. The shell owns the
 * router and the route table; it renders the component whose `path` matches its table entry.
 */
export interface RemoteRoute {
  /** The path exactly as in the shell's route table, e.g. "/blog/:slug". */
  path: string;
  /** Usually React.lazy(...), so a remote's pages load only when visited. */
  Component: ComponentType;
}

export interface RemoteRoutesModule {
  routes: RemoteRoute[];
}
