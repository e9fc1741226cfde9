/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { liveRemotes, type LiveRemotesOptions, type LiveRemotesSource, type LiveState, versionsKey } from '../live-remotes';
import type { LiveRegistry, RemoteName } from '@fns/contracts';
import { integrityOf, releaseOrigins } from '@fns/server-kit';
import type { LiveRemotes } from '../render/page-assets';

/** A manifest as a remote's build writes it, for `name` at `version`. */
const manifest = (name: RemoteName, version = '1.0.0-abc1234567') => ({
  name,
  version,
  browser: { entry: 'remoteEntry.0123456789.js', boot: ['1.0123456789.js'], routes: { '/blog': ['2.0123456789.js'] } },
  server: { entry: 'server/remoteEntry.9876543210.js' },
  commit: '0123456789ab',
  builtAt: '2026-11-26T12:00:00.000Z',
  exposes: ['./routes'],
  shared: { react: '^19.3.1' },
  integrity: {},
});

/** Development's release origins: any loopback one. */
const LOOPBACK = releaseOrigins(undefined, false);

/** The registry's entry for the release `server` answers now: its URL, version and the sha256 of its bytes. */
const pinned = (server: ManifestServer, name: RemoteName, version: string) => ({
  manifestUrl: server.url,
  version,
  integrity: integrityOf(JSON.stringify(manifest(name, version))),
});

/** What a manifest server answers: a status, a body (a string is sent as is, anything else as JSON) and a delay. */
interface Answer {
  status?: number;
  body?: unknown;
  delayMs?: number;
}

/** A local server for one remote's remote-manifest.json, answering whatever the test last told it to. */
interface ManifestServer {
  url: string;
  answer(next: Answer): void;
  /** How many manifest requests it has received so far. */
  requests(): number;
  /** Resolves once it has received `count` manifest requests in all. */
  waitForRequests(count: number): Promise<void>;
  /** Resolves once `count` more manifest requests have arrived (so `count - 1` more refreshes are over). */
  waitForMoreRequests(count: number): Promise<void>;
  close(): Promise<void>;
}

const servers: ManifestServer[] = [];
const sources: LiveRemotesSource[] = [];

async function manifestServer(initial: Answer): Promise<ManifestServer> {
  let current = initial;
  let received = 0;
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = http.createServer((request, response) => {
    if (request.url !== '/remote-manifest.json') {
      response.writeHead(404).end();
      return;
    }
    received += 1;
    const { status = 200, body = '', delayMs = 0 } = current;
    const send = () => {
      if (response.destroyed) return;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (delayMs > 0) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, delayMs);
      timers.add(timer);
      response.on('close', () => {
        clearTimeout(timer);
        timers.delete(timer);
      });
    } else {
      send();
    }
    for (const waiter of waiters.filter((w) => w.count <= received)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const waitForRequests = (count: number) =>
    count <= received ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ count, resolve }));

  const manifestServer: ManifestServer = {
    url: `http://127.0.0.1:${port}/remote-manifest.json`,
    answer: (next) => {
      current = next;
    },
    requests: () => received,
    waitForRequests,
    waitForMoreRequests: (count) => waitForRequests(received + count),
    close: () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  servers.push(manifestServer);
  return manifestServer;
}

/** A server answering `name`'s manifest at `version`. */
const serving = (name: RemoteName, version?: string) => manifestServer({ body: manifest(name, version) });

/** A live-remotes source over the given servers, stopped after the test. */
function liveRemotesOf(remotes: Partial<Record<RemoteName, ManifestServer>>, options: LiveRemotesOptions) {
  const urls = Object.fromEntries(Object.entries(remotes).map(([name, server]) => [name, server.url])) as Record<RemoteName, string>;
  const source = liveRemotes(urls, options);
  sources.push(source);
  return source;
}

/** Resolves with the next set of remotes the source's listeners hear of. */
const nextChange = (source: LiveRemotesSource) => new Promise<LiveRemotes>((resolve) => source.onChange((state) => resolve(state.stable)));

afterEach(async () => {
  for (const source of sources.splice(0)) source.stop();
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe('liveRemotes', () => {
  describe('start()', () => {
    it("fetches every remote's manifest once and holds each remote's URL and manifest", async () => {
      const marketing = await serving('mfe_marketing', '1.0.0-aaaaaaaaaa');
      const blog = await serving('mfe_blog', '2.0.0-bbbbbbbbbb');
      const admin = await serving('mfe_admin', '3.0.0-cccccccccc');
      const warn = jest.fn<void, [string]>();
      const source = liveRemotesOf({ mfe_marketing: marketing, mfe_blog: blog, mfe_admin: admin }, { pollMs: 60_000, warn });

      expect(source.current().stable).toEqual({});
      await source.start();

      expect([marketing.requests(), blog.requests(), admin.requests()]).toEqual([1, 1, 1]);
      expect(source.current().stable).toEqual({
        mfe_marketing: { manifestUrl: marketing.url, manifest: manifest('mfe_marketing', '1.0.0-aaaaaaaaaa') },
        mfe_blog: { manifestUrl: blog.url, manifest: manifest('mfe_blog', '2.0.0-bbbbbbbbbb') },
        mfe_admin: { manifestUrl: admin.url, manifest: manifest('mfe_admin', '3.0.0-cccccccccc') },
      });
      expect(warn).not.toHaveBeenCalled();
    });

    it('tells a listener registered before it of the first set of remotes', async () => {
      const blog = await serving('mfe_blog');
      const source = liveRemotesOf({ mfe_blog: blog }, { pollMs: 60_000, warn: jest.fn() });
      const listener = jest.fn();
      source.onChange(listener);

      await source.start();

      expect(listener).toHaveBeenCalledTimes(1);
      expect(listener).toHaveBeenCalledWith(source.current());
    });
  });

  describe('a remote whose manifest cannot be fetched at first', () => {
    it.each<[string, Answer, Partial<LiveRemotesOptions>]>([
      ['answers 500', { status: 500, body: { error: 'down' } }, {}],
      ['answers 404', { status: 404, body: 'not found' }, {}],
      ['answers a body that is not JSON', { body: '<!doctype html><p>maintenance</p>' }, {}],
      ['answers JSON of the wrong shape', { body: { ...manifest('mfe_blog'), server: { entry: '../remoteEntry.js' } } }, {}],
      // The timeout applies to the healthy remote too: short, but not so short that a busy machine misses it.
      ['answers later than the fetch timeout', { body: manifest('mfe_blog'), delayMs: 10_000 }, { fetchTimeoutMs: 250 }],
    ])('is absent, and reported once through warn (not on every poll), when it %s', async (_, answer, options) => {
      const marketing = await serving('mfe_marketing');
      const blog = await manifestServer(answer);
      const warn = jest.fn<void, [string]>();
      const source = liveRemotesOf({ mfe_marketing: marketing, mfe_blog: blog }, { pollMs: 20, warn, ...options });

      await source.start();

      expect(source.current().stable).toEqual({ mfe_marketing: { manifestUrl: marketing.url, manifest: manifest('mfe_marketing') } });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toMatch(/^mfe_blog: no manifest \(.+\)$/);

      // Three more requests: the two polls before the last are over, and failed again.
      await blog.waitForMoreRequests(3);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(source.current().stable).not.toHaveProperty('mfe_blog');
    });

    it('names the status it answered in the warning', async () => {
      const blog = await manifestServer({ status: 503, body: 'busy' });
      const warn = jest.fn<void, [string]>();
      await liveRemotesOf({ mfe_blog: blog }, { pollMs: 60_000, warn }).start();

      expect(warn).toHaveBeenCalledWith('mfe_blog: no manifest (it answered 503)');
    });

    it('appears, and listeners hear of it, once its manifest is served', async () => {
      const marketing = await serving('mfe_marketing');
      const blog = await manifestServer({ status: 500 });
      const source = liveRemotesOf({ mfe_marketing: marketing, mfe_blog: blog }, { pollMs: 20, warn: jest.fn() });
      await source.start();
      const changed = nextChange(source);

      blog.answer({ body: manifest('mfe_blog') });

      const remotes = await changed;
      expect(remotes).toEqual({
        mfe_marketing: { manifestUrl: marketing.url, manifest: manifest('mfe_marketing') },
        mfe_blog: { manifestUrl: blog.url, manifest: manifest('mfe_blog') },
      });
      expect(source.current().stable).toBe(remotes);
    });
  });

  describe('polling', () => {
    it('tells listeners of the new set of remotes when a version changes', async () => {
      const marketing = await serving('mfe_marketing');
      const blog = await serving('mfe_blog', '1.0.0-aaaaaaaaaa');
      const source = liveRemotesOf({ mfe_marketing: marketing, mfe_blog: blog }, { pollMs: 20, warn: jest.fn() });
      await source.start();
      const listener = jest.fn();
      source.onChange(listener);
      const changed = nextChange(source);

      blog.answer({ body: manifest('mfe_blog', '1.0.1-bbbbbbbbbb') });

      const remotes = await changed;
      expect(remotes).toEqual({
        mfe_marketing: { manifestUrl: marketing.url, manifest: manifest('mfe_marketing') },
        mfe_blog: { manifestUrl: blog.url, manifest: manifest('mfe_blog', '1.0.1-bbbbbbbbbb') },
      });
      expect(source.current().stable).toBe(remotes);
      expect(listener).toHaveBeenCalledTimes(1);
      expect(listener).toHaveBeenCalledWith({ stable: remotes, canaries: {} });
    });

    it('tells listeners nothing while no version changes', async () => {
      const blog = await serving('mfe_blog');
      const source = liveRemotesOf({ mfe_blog: blog }, { pollMs: 20, warn: jest.fn() });
      await source.start();
      const before = source.current().stable;
      const listener = jest.fn();
      source.onChange(listener);

      await blog.waitForMoreRequests(3);

      expect(listener).not.toHaveBeenCalled();
      expect(source.current().stable).toBe(before);
    });

    it('keeps the last good manifest of a remote that later fails, reports no change and warns once', async () => {
      const marketing = await serving('mfe_marketing');
      const blog = await serving('mfe_blog', '1.0.0-aaaaaaaaaa');
      const warn = jest.fn<void, [string]>();
      const source = liveRemotesOf({ mfe_marketing: marketing, mfe_blog: blog }, { pollMs: 20, warn });
      await source.start();
      const before = source.current().stable;
      const listener = jest.fn();
      source.onChange(listener);

      blog.answer({ status: 500, body: 'down' });
      await blog.waitForMoreRequests(4);

      expect(source.current().stable).toBe(before);
      expect(source.current().stable.mfe_blog).toEqual({ manifestUrl: blog.url, manifest: manifest('mfe_blog', '1.0.0-aaaaaaaaaa') });
      expect(listener).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toMatch(/^mfe_blog: no manifest/);
    });

    it('warns again when a remote that recovered fails once more', async () => {
      const blog = await serving('mfe_blog');
      const warn = jest.fn<void, [string]>();
      const source = liveRemotesOf({ mfe_blog: blog }, { pollMs: 20, warn });
      await source.start();

      blog.answer({ status: 500 });
      await blog.waitForMoreRequests(2);
      expect(warn).toHaveBeenCalledTimes(1);

      blog.answer({ body: manifest('mfe_blog') });
      await blog.waitForMoreRequests(2);
      expect(warn).toHaveBeenCalledTimes(1);

      blog.answer({ status: 500 });
      await blog.waitForMoreRequests(3);
      expect(warn).toHaveBeenCalledTimes(2);
    });

    it('stops once stop() is called', async () => {
      const stopped = await serving('mfe_blog');
      const running = await serving('mfe_blog');
      const stoppedSource = liveRemotesOf({ mfe_blog: stopped }, { pollMs: 20, warn: jest.fn() });
      const runningSource = liveRemotesOf({ mfe_blog: running }, { pollMs: 20, warn: jest.fn() });
      await Promise.all([stoppedSource.start(), runningSource.start()]);

      stoppedSource.stop();
      // The source still running polls several times meanwhile: the stopped one would have too.
      await running.waitForMoreRequests(5);

      expect(stopped.requests()).toBe(1);
    });
  });
});

describe('with the registry', () => {
  it('renders the promoted release instead of the configured one, and the configured one again once it is no longer promoted', async () => {
    const configured = await serving('mfe_blog', '1.0.0-configured');
    const release = await serving('mfe_blog', '1.1.0-released');
    let promoted: LiveRegistry['remotes'] = {};
    const source = liveRemotesOf(
      { mfe_blog: configured },
      { pollMs: 20, warn: jest.fn(), registry: () => Promise.resolve({ remotes: promoted, canaries: {} }), policy: LOOPBACK },
    );
    await source.start();
    expect(source.current().stable.mfe_blog?.manifest.version).toBe('1.0.0-configured');

    promoted = { mfe_blog: pinned(release, 'mfe_blog', '1.1.0-released') };
    const afterPromote = await nextChange(source);
    expect(afterPromote.mfe_blog).toEqual({
      manifestUrl: release.url,
      manifest: expect.objectContaining({ version: '1.1.0-released' }) as unknown,
    });

    promoted = {};
    expect((await nextChange(source)).mfe_blog?.manifest.version).toBe('1.0.0-configured');
  });

  it('keeps the last promotions while the registry cannot be read, and warns once', async () => {
    const configured = await serving('mfe_blog', '1.0.0-configured');
    const release = await serving('mfe_blog', '1.1.0-released');
    let registryUp = true;
    const warn = jest.fn<void, [string]>();
    const registry = () =>
      registryUp
        ? Promise.resolve({ remotes: { mfe_blog: pinned(release, 'mfe_blog', '1.1.0-released') }, canaries: {} })
        : Promise.reject(new Error('connection refused'));
    const source = liveRemotesOf({ mfe_blog: configured }, { pollMs: 20, warn, registry, policy: LOOPBACK });
    await source.start();
    expect(source.current().stable.mfe_blog?.manifest.version).toBe('1.1.0-released');

    registryUp = false;
    await release.waitForMoreRequests(3);
    expect(source.current().stable.mfe_blog?.manifest.version).toBe('1.1.0-released');
    expect(warn.mock.calls).toEqual([['registry: not read, the last promotions stay (connection refused)']]);
  });
});

describe('a registered release that is not what was registered', () => {
  /** A source whose registry promotes `entry`, started, with its warnings. */
  async function promoting(entry: (release: ManifestServer) => NonNullable<LiveRegistry['remotes']['mfe_blog']>, policy = LOOPBACK) {
    const configured = await serving('mfe_blog', '1.0.0-configured');
    const release = await serving('mfe_blog', '1.1.0-released');
    const warn = jest.fn<void, [string]>();
    const registry = () => Promise.resolve({ remotes: { mfe_blog: entry(release) }, canaries: {} });
    const source = liveRemotesOf({ mfe_blog: configured }, { pollMs: 60_000, warn, registry, policy });
    await source.start();
    return { source, warn, release };
  }

  it('is never fetched from an origin RELEASE_ORIGINS does not list', async () => {
    const { source, warn, release } = await promoting(
      (server) => pinned(server, 'mfe_blog', '1.1.0-released'),
      releaseOrigins(new Set(['https://cdn.example']), true),
    );
    expect(release.requests()).toBe(0);
    expect(source.current().stable.mfe_blog).toBeUndefined();
    expect(warn.mock.calls[0]![0]).toMatch(/is not one of the release origins \(RELEASE_ORIGINS\)/);
  });

  it('is refused when its manifest changed after registration (its sha256 differs)', async () => {
    const { source, warn } = await promoting((server) => ({
      ...pinned(server, 'mfe_blog', '1.1.0-released'),
      integrity: integrityOf('the bytes registered'),
    }));
    expect(source.current().stable.mfe_blog).toBeUndefined();
    expect(warn.mock.calls[0]![0]).toMatch(/is not the manifest registered: its sha256 differs/);
  });

  it('is refused when its manifest names another version than the registry', async () => {
    const { source, warn } = await promoting((server) => ({ ...pinned(server, 'mfe_blog', '1.1.0-released'), version: '9.9.9-other' }));
    expect(source.current().stable.mfe_blog).toBeUndefined();
    expect(warn.mock.calls[0]![0]).toMatch(/is the manifest of mfe_blog 1\.1\.0-released, registered as mfe_blog 9\.9\.9-other/);
  });
});

describe('manifest fetches', () => {
  it('follow no redirect', async () => {
    const target = await serving('mfe_blog');
    const redirect = http.createServer((_request, response) => response.writeHead(302, { location: target.url }).end());
    await new Promise<void>((resolve) => redirect.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(redirect.address() as AddressInfo).port}/remote-manifest.json`;
    const warn = jest.fn<void, [string]>();
    const source = liveRemotes({ mfe_blog: url } as Record<RemoteName, string>, { pollMs: 60_000, warn });
    await source.start();
    source.stop();
    redirect.close();
    expect(target.requests()).toBe(0);
    expect(source.current().stable.mfe_blog).toBeUndefined();
  });

  it('read at most 256 KB', async () => {
    const huge = await manifestServer({ body: { ...manifest('mfe_blog'), padding: 'x'.repeat(300 * 1024) } });
    const warn = jest.fn<void, [string]>();
    await liveRemotesOf({ mfe_blog: huge }, { pollMs: 60_000, warn }).start();
    expect(warn).toHaveBeenCalledWith('mfe_blog: no manifest (it is larger than 256 KB)');
  });
});

describe('canaries', () => {
  it('fetches each canary with its share beside the stable versions, and tells listeners when one starts or ends', async () => {
    const blog = await serving('mfe_blog', '1.0.0-stable');
    const candidate = await serving('mfe_blog', '1.1.0-canary');
    let canaries: LiveRegistry['canaries'] = {};
    const source = liveRemotesOf(
      { mfe_blog: blog },
      { pollMs: 20, warn: jest.fn(), registry: () => Promise.resolve({ remotes: {}, canaries }), policy: LOOPBACK },
    );
    await source.start();
    const changed = new Promise<LiveState>((resolve) => source.onChange(resolve));
    canaries = { mfe_blog: { ...pinned(candidate, 'mfe_blog', '1.1.0-canary'), percent: 10 } };
    const started = await changed;
    expect(started.stable.mfe_blog?.manifest.version).toBe('1.0.0-stable');
    expect(started.canaries.mfe_blog).toEqual({
      percent: 10,
      remote: { manifestUrl: candidate.url, manifest: manifest('mfe_blog', '1.1.0-canary') },
    });

    const ended = new Promise<LiveState>((resolve) => source.onChange(resolve));
    canaries = {};
    expect((await ended).canaries).toEqual({});
  });
});

describe('versionsKey', () => {
  const remote = (name: RemoteName, version: string) => ({
    manifestUrl: `http://127.0.0.1/${name}/remote-manifest.json`,
    manifest: manifest(name, version),
  });

  it("lists each remote's name and version, sorted", () => {
    expect(versionsKey({ mfe_marketing: remote('mfe_marketing', '2.0.0'), mfe_admin: remote('mfe_admin', '1.0.0') })).toBe(
      'mfe_admin@1.0.0,mfe_marketing@2.0.0',
    );
  });

  it('is the same whatever order the remotes are in', () => {
    const blog = remote('mfe_blog', '1.0.0-abc1234567');
    const admin = remote('mfe_admin', '3.0.0');
    const marketing = remote('mfe_marketing', '2.0.0');
    expect(versionsKey({ mfe_blog: blog, mfe_admin: admin, mfe_marketing: marketing })).toBe(
      versionsKey({ mfe_marketing: marketing, mfe_blog: blog, mfe_admin: admin }),
    );
  });

  it('changes when any version does', () => {
    const before = versionsKey({ mfe_blog: remote('mfe_blog', '1.0.0'), mfe_admin: remote('mfe_admin', '1.0.0') });
    const after = versionsKey({ mfe_blog: remote('mfe_blog', '1.0.1'), mfe_admin: remote('mfe_admin', '1.0.0') });
    expect(after).not.toBe(before);
  });

  it('changes when a remote appears', () => {
    const before = versionsKey({ mfe_blog: remote('mfe_blog', '1.0.0') });
    const after = versionsKey({ mfe_blog: remote('mfe_blog', '1.0.0'), mfe_admin: remote('mfe_admin', '1.0.0') });
    expect(after).not.toBe(before);
  });

  it('is empty for no remotes', () => {
    expect(versionsKey({})).toBe('');
  });
});
