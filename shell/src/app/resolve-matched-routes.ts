import { matchRoutes, type RouteObject } from 'react-router-dom';

type LazyProps = () => Promise<Partial<RouteObject>>;

/**
 * Loads the modules of the routes `location` matches before the router starts, so the page is
 * rendered once, complete: on the server before its render, in the browser before hydrating (the
 * first render then matches the server's HTML). A route that cannot be loaded takes the
 * properties `onFailure` gives it; `skip` lists the routes to leave as they are.
 */
export async function resolveMatchedRoutes(
  routes: RouteObject[],
  location: string | { pathname: string },
  onFailure: (error: unknown) => Partial<RouteObject>,
  skip: (routeId: string) => boolean = () => false,
): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (!route.lazy) return;
      const props = route.id && skip(route.id) ? {} : await (route.lazy as LazyProps)().catch(onFailure);
      Object.assign(route, props, { lazy: undefined });
    }),
  );
}
