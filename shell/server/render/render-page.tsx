import type { FailureStage } from '@fns/contracts/remotes';
import { messageOf, stageOf } from '../../src/lib/remote-failure';
import { type PageMeta, PageMetaContext } from '@fns/design-system';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../../src/app/app-providers';
import { HYDRATION_DATA_ELEMENT_ID, type SentHydrationData } from '../../src/app/hydration-data';
import { ROUTE_TABLE } from '@fns/contracts/remotes';
import { resolveMatchedRoutes } from '../../src/app/resolve-matched-routes';
import { createRoutes } from '../../src/app/routes';
import { ServerRenderUnavailable } from '../../src/features/remote-page/server-render-unavailable';
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '../../src/config/runtime-config';
import { type LiveRemotes, pageAssets } from './page-assets';
import { splitTemplate } from './page-document';
import { DEFAULT_META, pageHeadTags } from './page-head';
import { scriptSafeJson } from './script-safe-json';
import { settleLoaderData } from './settle-loader-data';

/** Where a rendered page goes: the status and headers first, then the HTML as it is produced. */
export interface PageSink {
  head(status: number, headers: Record<string, string>): void;
  write(chunk: string): void;
  end(): void;
}

/**
 * What became of a render: `failure` says what could not be rendered on the server (the browser
 * renders it instead), and `stage` where the first failure stopped (FAILURE_STAGES).
 */
export interface RenderOutcome {
  failure?: string;
  stage?: FailureStage;
}

export interface PageRenderer {
  (request: { url: string; siteUrl: string }, sink: PageSink): Promise<RenderOutcome>;
}

export interface RendererSetup {
  /** The shell's built index.html. */
  template: string;
  /** The shell's boot files (its boot-assets.json). */
  shellBoot: string[];
  remotes: LiveRemotes;
  /** What the browser gets: the versioned entries of `remotes` and the public settings. */
  config: RuntimeConfig;
}

/** A render slower than this is cut off; the browser renders what is missing. */
const RENDER_TIMEOUT_MS = 10_000;
/** Loaders' API calls give up after this: the page is sent with its error state rather than never. */
const DATA_TIMEOUT_MS = 5_000;

/** A remote whose server code cannot be loaded fails its route's loader: the route is sent for the browser to render. */
const failInLoader = (error: unknown) => ({
  loader: () => {
    throw new ServerRenderUnavailable(messageOf(error), { cause: error });
  },
});

const tableEntry = (routeId: string | undefined) => ROUTE_TABLE.find((entry) => entry.path === routeId);

/** A redirect has no page: its status and Location only. */
function redirect(sink: PageSink, status: number, location: string): RenderOutcome {
  sink.head(status, { Location: location });
  sink.end();
  return {};
}

const sentErrors = (errors: Record<string, unknown> | null): SentHydrationData['errors'] =>
  errors &&
  Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      error instanceof Error ? { name: error.name, message: error.message } : { name: 'Error', message: String(error) },
    ]),
  );

/**
 * Renders one request: the route's loaders run and settle first, then React streams the page
 * into the shell's HTML. A remote whose server code cannot be loaded leaves its region loading
 * for the browser to render (still a 200: the rest of the page works); data naming nothing gives
 * a 404, data that moved a 301 to its new address, an unknown path a redirect.
 */
export function createPageRenderer(setup: RendererSetup): PageRenderer {
  const document = splitTemplate(setup.template);
  const configJson = scriptSafeJson(setup.config);

  return async ({ url, siteUrl }, sink) => {
    const { pathname } = new URL(url);
    const routes = createRoutes();
    await resolveMatchedRoutes(routes, pathname, failInLoader);
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(url, { signal: AbortSignal.timeout(DATA_TIMEOUT_MS) }));
    if (context instanceof Response) return redirect(sink, context.status, context.headers.get('Location') ?? '/');
    const { notFound, moved } = await settleLoaderData(context.loaderData);
    // Data that moved (a post asked for by a former slug) sends the visitor and crawlers to its address for good.
    if (moved) return redirect(sink, 301, moved);
    const failures: string[] = [];
    let stage: FailureStage | undefined;
    for (const [id, error] of Object.entries(context.errors ?? {})) {
      console.error(`[shell] ${id} is left to the browser:`, (error as Error).message);
      failures.push(`${id}: ${(error as Error).message}`);
      // A remote the server could not load is the stage at which its load stopped.
      stage ??= stageOf(error instanceof ServerRenderUnavailable ? error.cause : error);
    }

    let pageMeta: PageMeta = DEFAULT_META;
    const metaCollector = { set: (meta: PageMeta) => (pageMeta = meta) };
    const route = tableEntry(context.matches.at(-1)?.route.id);
    const hydration: SentHydrationData = { loaderData: context.loaderData, errors: sentErrors(context.errors) };

    await new Promise<void>((resolve) => {
      const output = new Writable({
        write(chunk: Buffer, _encoding, done) {
          sink.write(chunk.toString());
          done();
        },
        final(done) {
          sink.write(document.end({ [HYDRATION_DATA_ELEMENT_ID]: scriptSafeJson(hydration) }));
          sink.end();
          resolve();
          done();
        },
      });
      const stream = renderToPipeableStream(
        <PageMetaContext.Provider value={metaCollector}>
          <AppProviders config={setup.config}>
            <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
          </AppProviders>
        </PageMetaContext.Provider>,
        {
          // Inline every boundary where it stands: React's streamed insertions are inline scripts, which the CSP forbids.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onShellReady() {
            sink.head(notFound ? 404 : 200, {});
            sink.write(
              document.start({
                head: pageHeadTags(notFound ? { ...pageMeta, noIndex: true } : pageMeta, { siteUrl, pathname }),
                ...pageAssets(route, setup.shellBoot, setup.remotes),
                data: { [RUNTIME_CONFIG_ELEMENT_ID]: configJson },
              }),
            );
            stream.pipe(output);
          },
          onShellError(error) {
            // Nothing of the page could be rendered: the browser renders all of it.
            console.error('[shell] server render failed:', error);
            failures.push(`the page: ${String(error)}`);
            sink.head(200, {});
            const head = pageHeadTags(DEFAULT_META, { siteUrl, pathname });
            sink.write(
              document.start({ head, ...pageAssets(undefined, setup.shellBoot, {}), data: { [RUNTIME_CONFIG_ELEMENT_ID]: configJson } }),
            );
            sink.write(document.end({}));
            sink.end();
            resolve();
          },
          onError(error) {
            // A region that threw is sent as its fallback and rendered again in the browser.
            console.error('[shell] a region could not be rendered on the server:', error);
            failures.push(`a region: ${error instanceof Error ? error.message : String(error)}`);
          },
        },
      );
      setTimeout(() => stream.abort(), RENDER_TIMEOUT_MS).unref();
    });
    return failures.length > 0 ? { failure: failures.join('; '), stage: stage ?? 'render' } : {};
  };
}
