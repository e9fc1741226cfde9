/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DECLARATIONS_DIR, ROUTE_TABLE } from '@fns/contracts';
import { integrityOf, releaseOrigins } from '@fns/server-kit';
import express from 'express';
import { releaseChecks } from '../release-checks';
import type { RenderWorker } from '../render-workers';
import { shellBuildWithContractTypes } from '../test-support/contract-types';

const SECRET = 'a-site-server-secret-of-forty-characters';
const BLOG_ROUTES = Object.fromEntries(ROUTE_TABLE.filter((route) => route.remote === 'mfe_blog').map((route) => [route.path, []]));

const ROUTES = `${DECLARATIONS_DIR}/src/app/routes.d.ts`;
/** The declaration of a ./routes that no longer satisfies the route contract: its pages' default export is a string. */
const BROKEN_ROUTES = { [ROUTES]: 'export declare const routes: { path: string; page: () => Promise<{ default: string }> }[];\n' };

/** A release's manifest as its build writes it, carrying `declarations` (none: built before releases carried them). */
const manifestOf = (version: string, declarations: Record<string, string> = {}) =>
  JSON.stringify({
    name: 'mfe_blog',
    version,
    browser: { entry: 'remoteEntry.0123456789.js', boot: [], routes: BLOG_ROUTES },
    server: { entry: 'server/remoteEntry.0123456789.js' },
    commit: '0123456789ab',
    builtAt: '2026-11-26T12:00:00.000Z',
    exposes: ['./routes'],
    shared: { react: '^19.3.1' },
    ...(declarations[ROUTES] ? { types: { './routes': ROUTES } } : {}),
    integrity: Object.fromEntries(Object.entries(declarations).map(([file, text]) => [file, integrityOf(text)])),
  });

/** A render worker whose renders never end (a release that hangs the server), recording whether it was stopped. */
function hangingWorker() {
  const worker = { ready: Promise.resolve([]), render: () => new Promise(() => undefined), kill: jest.fn(), retire: jest.fn() };
  return worker as typeof worker & RenderWorker;
}

let shellBuild: string;
beforeAll(() => {
  shellBuild = shellBuildWithContractTypes();
}, 30_000);

const closing: Array<() => void> = [];
afterEach(() => closing.splice(0).forEach((close) => close()));

async function listen(app: http.RequestListener): Promise<string> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closing.push(() => server.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A manifest host answering `manifestOf(version, declarations)` and the declarations beside it, counting its requests. */
async function manifestHost(version: string, declarations: Record<string, string> = {}) {
  let requests = 0;
  const url = `${await listen((req, res) => {
    requests += 1;
    const declaration = declarations[decodeURIComponent(req.url!.slice(1))];
    if (declaration) res.writeHead(200).end(declaration);
    else res.writeHead(200, { 'Content-Type': 'application/json' }).end(manifestOf(version, declarations));
  })}/remote-manifest.json`;
  return { url, requests: () => requests };
}

async function checker(options: { policy?: ReturnType<typeof releaseOrigins>; timeoutMs?: number } = {}) {
  const workers: ReturnType<typeof hangingWorker>[] = [];
  const router = releaseChecks({
    siteServerSecret: SECRET,
    provides: { react: '19.3.1' },
    distDir: shellBuild,
    live: () => ({}),
    startWorker: () => {
      const worker = hangingWorker();
      workers.push(worker);
      return worker;
    },
    policy: options.policy ?? releaseOrigins(undefined, false),
    timeoutMs: options.timeoutMs ?? 200,
  });
  const origin = await listen(express().use(router));
  const check = async (body: Record<string, string>) => {
    const response = await fetch(`${origin}/release-checks`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${SECRET}` },
      body: JSON.stringify({ remote: 'mfe_blog', ...body }),
    });
    return { status: response.status, message: ((await response.json()) as { message?: string }).message };
  };
  return { check, workers };
}

describe('release checks', () => {
  it('refuse a release from an origin RELEASE_ORIGINS does not list before fetching anything', async () => {
    const host = await manifestHost('1.1.0');
    const { check, workers } = await checker({ policy: releaseOrigins(new Set(['https://cdn.example']), true) });
    const answer = await check({ version: '1.1.0', manifestUrl: host.url, integrity: integrityOf(manifestOf('1.1.0')) });
    expect(answer).toEqual({
      status: 409,
      message: `mfe_blog 1.1.0 cannot be checked here: ${new URL(host.url).origin} is not one of the release origins (RELEASE_ORIGINS).`,
    });
    expect(host.requests()).toBe(0);
    expect(workers).toHaveLength(0);
  });

  it('refuse a manifest whose bytes changed after registration, before any of its code is loaded', async () => {
    const host = await manifestHost('1.1.0');
    const { check, workers } = await checker();
    const answer = await check({ version: '1.1.0', manifestUrl: host.url, integrity: integrityOf('the manifest as registered') });
    expect(answer.status).toBe(409);
    expect(answer.message).toMatch(
      /^mfe_blog 1\.1\.0: its manifest could not be read \(.+ is not the manifest registered: its sha256 differs\)\.$/,
    );
    expect(workers).toHaveLength(0);
  });

  it("refuse a release whose declared ./routes breaks the route contract with the compiler's message, before any of its code is loaded", async () => {
    const host = await manifestHost('1.1.0', BROKEN_ROUTES);
    // The type check has the check's time (a short one here ends the checks that hang).
    const { check, workers } = await checker({ timeoutMs: 30_000 });
    const answer = await check({ version: '1.1.0', manifestUrl: host.url, integrity: integrityOf(manifestOf('1.1.0', BROKEN_ROUTES)) });
    expect(answer.status).toBe(409);
    expect(answer.message).toMatch(
      /^mfe_blog 1\.1\.0 does not satisfy the shell's route contract: shell-route-contract\.ts\(4,14\): error TS2322: /,
    );
    expect(answer.message).toContain("Type 'string' is not assignable to type 'ComponentType'.");
    expect(workers).toHaveLength(0);
  });

  it('end a check that hangs, stop its worker, and go on with the next', async () => {
    const host = await manifestHost('1.1.0');
    const { check, workers } = await checker();
    const release = { version: '1.1.0', manifestUrl: host.url, integrity: integrityOf(manifestOf('1.1.0')) };
    const [first, second] = await Promise.all([check(release), check(release)]);
    for (const answer of [first, second]) {
      expect(answer).toEqual({ status: 409, message: 'mfe_blog 1.1.0 failed its smoke render: the checks did not finish within 0.2 s.' });
    }
    expect(workers.map((worker) => worker.kill.mock.calls.length)).toEqual([1, 1]);
  });

  it('refuse checks beyond the few that may wait', async () => {
    const host = await manifestHost('1.1.0');
    const { check } = await checker({ timeoutMs: 500 });
    const release = { version: '1.1.0', manifestUrl: host.url, integrity: integrityOf(manifestOf('1.1.0')) };
    const answers = await Promise.all(Array.from({ length: 7 }, () => check(release)));
    expect(answers.filter((answer) => answer.status === 503)).toEqual(
      Array.from({ length: 2 }, () => ({ status: 503, message: 'Too many release checks are waiting; try again shortly.' })),
    );
  }, 15_000);
});
