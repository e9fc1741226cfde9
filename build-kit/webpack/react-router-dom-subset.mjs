/**
 * What the shared `react-router-dom` singleton provides: the parts of it the apps use, exactly as
 * react-router-dom exports them. A shared module ships whole, and all of react-router-dom is about
 * twice this (data loaders, server rendering, cookies). design-system/src/__tests__/federation-shares.test.ts
 * fails when an app imports a name missing here.
 */
export { RouterProvider } from 'react-router/dom';
export {
  createBrowserRouter,
  Link,
  matchPath,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  redirect,
  ScrollRestoration,
  useBlocker,
  useLoaderData,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
