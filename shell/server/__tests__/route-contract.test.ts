/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { DECLARATIONS_DIR, type RemoteManifest } from '@fns/contracts';
import { integrityOf, releaseOrigins } from '@fns/server-kit';
import { emitDeclarations } from '@fns/build-kit/webpack/declarations';
import { logger } from '../logger';
import { routeContractProblem } from '../route-contract';
import { shellBuildWithContractTypes } from '../test-support/contract-types';
import { liveRemote } from '../test-support/live-remote';

const ROUTES = `${DECLARATIONS_DIR}/src/app/routes.d.ts`;
const PAGE = `${DECLARATIONS_DIR}/src/features/list/list-page.d.ts`;
/** ./routes typed from its pages (`satisfies RemoteRoute[]`, not an annotation): its declaration names each page's module. */
const ROUTES_FROM_PAGES =
  "export declare const routes: { path: string; page: () => Promise<typeof import('../features/list/list-page')> }[];\n";
const pageWith = (shouldRevalidate: string) =>
  `export default function ListPage(): null;\nexport declare const shouldRevalidate: ${shouldRevalidate};\n`;

let typesDir: string;
let origin: string;
let server: http.Server;
/** What the release host serves, by path under /release/. */
let served: Record<string, string> = {};

beforeAll(async () => {
  typesDir = path.join(shellBuildWithContractTypes(), DECLARATIONS_DIR);
  server = http.createServer((req, res) => {
    const text = served[decodeURIComponent(req.url!.replace(/^\/release\//, ''))];
    res.writeHead(text === undefined ? 404 : 200).end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 30_000);
afterAll(() => server.close());

/** A release's manifest as its build writes it, with `fields` for its declarations. */
const manifestWith = (fields: Pick<RemoteManifest, 'types' | 'integrity'>): RemoteManifest => ({
  ...liveRemote('mfe_blog', '1.1.0-0123456789').manifest,
  ...fields,
});

const check = (manifest: RemoteManifest, timeoutMs = 30_000) =>
  routeContractProblem(manifest, {
    manifestUrl: `${origin}/release/remote-manifest.json`,
    policy: releaseOrigins(undefined, false),
    typesDir,
    deadline: Date.now() + timeoutMs,
  });

/** A release carrying `declarations` (its ./routes among them), served with them; its manifest lists `listed` as their sha256. */
function release(
  declarations: Record<string, string>,
  { listed = declarations, timeoutMs }: { listed?: Record<string, string>; timeoutMs?: number } = {},
) {
  served = declarations;
  const integrity = Object.fromEntries(Object.entries(listed).map(([file, text]) => [file, integrityOf(Buffer.from(text))]));
  return check(manifestWith({ types: { './routes': ROUTES }, integrity }), timeoutMs);
}

describe("the type check of a release's ./routes against the shell's route contract", () => {
  it("lets through the blog's own ./routes, as its build declares it", async () => {
    const blog = emitDeclarations({ packageDir: path.resolve(__dirname, '../../../mfe-blog'), roots: ['src/app/routes.tsx'] });
    expect(await release({ [ROUTES]: blog['src/app/routes.d.ts']! })).toBeUndefined();
  }, 30_000);

  it('lets through routes whose pages are typed as the contract says', async () => {
    const answer = await release({ [ROUTES]: ROUTES_FROM_PAGES, [PAGE]: pageWith('(args: { currentUrl: URL; nextUrl: URL }) => boolean') });
    expect(answer).toBeUndefined();
  });

  it("refuses a page whose shouldRevalidate no longer fits, with the compiler's message", async () => {
    const answer = await release({ [ROUTES]: ROUTES_FROM_PAGES, [PAGE]: pageWith('(args: { nextUrl: string }) => boolean') });
    expect(answer).toMatch(
      /^mfe_blog 1\.1\.0-0123456789 does not satisfy the shell's route contract: shell-route-contract\.ts\(4,14\): error TS2322: Type 'typeof import\("@mf-types\/src\/app\/routes"\)' is not assignable to type 'RemoteRoutesModule'\./,
    );
    expect(answer).toContain("Types of property 'shouldRevalidate' are incompatible.");
    expect(answer).toContain("Type 'URL' is not assignable to type 'string'.");
  });

  it('refuses declarations importing what the shell cannot resolve (their types would be `any` unseen)', async () => {
    const answer = await release({
      [ROUTES]: "import type { Route } from 'a-package-the-shell-lacks';\nexport declare const routes: Route[];\n",
    });
    expect(answer).toContain(`${ROUTES}(1,28): error TS2307: Cannot find module 'a-package-the-shell-lacks'`);
  });

  it('refuses a declaration file whose bytes are not those its manifest lists', async () => {
    const answer = await release(
      { [ROUTES]: ROUTES_FROM_PAGES, [PAGE]: pageWith('() => boolean') },
      { listed: { [ROUTES]: ROUTES_FROM_PAGES, [PAGE]: 'as built' } },
    );
    expect(answer).toBe(
      `mfe_blog 1.1.0-0123456789: its route contract could not be type-checked (${PAGE} is not the file its manifest names: its sha256 differs).`,
    );
  });

  it('refuses a release the check runs out of time for (it is not let through unchecked)', async () => {
    const answer = await release({ [ROUTES]: ROUTES_FROM_PAGES, [PAGE]: pageWith('() => boolean') }, { timeoutMs: 0 });
    expect(answer).toMatch(/^mfe_blog 1\.1\.0-0123456789: its route contract could not be type-checked \(.+\)\.$/);
  });

  it('lets a release built before releases carried declarations through, with a warning', async () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const answer = await check(manifestWith({ integrity: {} }));
    expect(answer).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      'mfe_blog 1.1.0-0123456789: its route contract was not type-checked (it carries no TypeScript declarations).',
    );
    warn.mockRestore();
  });

  it("compiles in a worker thread: the server's event loop keeps turning meanwhile", async () => {
    let longestGap = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      longestGap = Math.max(longestGap, performance.now() - last);
      last = performance.now();
    }, 5);
    const started = performance.now();
    await release({ [ROUTES]: ROUTES_FROM_PAGES, [PAGE]: pageWith('(args: { nextUrl: string }) => boolean') });
    const took = performance.now() - started;
    clearInterval(ticker);
    // Compiling on the loop would stall it for most of the check (a program with the DOM's and React's types).
    expect(longestGap).toBeLessThan(took / 2);
  });
});
