import '@fns/design-system/styles/global.scss';
import { setApiBase, setRecaptchaSiteKey } from '@fns/design-system';
import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/app-providers';
import { readHydrationData } from './app/hydration-data';
import { resolveMatchedRoutes } from './app/resolve-matched-routes';
import { createRoutes } from './app/routes';
import { loadRuntimeConfig } from './config/runtime-config';
import { PageErrorFallback } from './features/errors/page-error-fallback';
import { isServerRenderUnavailable } from './features/remote-page/server-render-unavailable';
import { rememberArrival, setPageVersions } from './features/sign-up-source/sign-up-source';
import { rememberReferral } from './features/waitlist/referral';
import { registerRemoteEntries } from './lib/remotes';

/** A remote the browser cannot load (though the server could) renders its route's error element. */
const failInRender = (error: unknown) => ({
  Component: () => {
    throw error;
  },
});

async function boot(): Promise<void> {
  // A wait list member's referral link (`?ref=`), or any link, may open any page: kept for the sign-up.
  rememberReferral();
  rememberArrival();
  const container = document.getElementById('root')!;
  try {
    const config = await loadRuntimeConfig();
    setApiBase(config.apiBase);
    setRecaptchaSiteKey(config.recaptchaSiteKey);
    setPageVersions(config.versions);
    registerRemoteEntries(config.remotes, config.integrity);
    const routes = createRoutes();
    const hydrationData = readHydrationData();
    const app = (router: ReturnType<typeof createBrowserRouter>): ReactNode => (
      <AppProviders config={config}>
        <RouterProvider router={router} />
      </AppProviders>
    );
    if (hydrationData) {
      // The modules the server rendered with load first, so the first render is the server's. A
      // route that failed on the server hydrates as its error element, as the server sent it; one
      // the server left to the browser hydrates as loading, and its loader runs here.
      const errors = Object.entries(hydrationData.errors ?? {}).filter(([, error]) => !isServerRenderUnavailable(error));
      hydrationData.errors = errors.length > 0 ? Object.fromEntries(errors) : null;
      await resolveMatchedRoutes(routes, window.location, failInRender, (id) => Boolean(hydrationData.errors?.[id]));
      hydrateRoot(container, app(createBrowserRouter(routes, { hydrationData })));
    } else {
      // Not rendered by the server (the development server): render here, in small slices.
      const router = createBrowserRouter(routes);
      startTransition(() => createRoot(container).render(app(router)));
    }
  } catch (error) {
    console.error('The site could not start:', error);
    createRoot(container).render(<PageErrorFallback />);
  }
}

void boot();
