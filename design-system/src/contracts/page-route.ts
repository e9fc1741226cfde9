import type { RemotePageModule } from './remote-route';

/** A page module as react-router route properties (for a route's `lazy`). */
export async function pageRouteProps(page: () => Promise<RemotePageModule>) {
  const { default: Component, loader, shouldRevalidate } = await page();
  return { Component, ...(loader && { loader }), ...(shouldRevalidate && { shouldRevalidate }) };
}
