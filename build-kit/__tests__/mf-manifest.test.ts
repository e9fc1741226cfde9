import { generateSnapshotFromManifest, type Manifest } from '@module-federation/sdk';
import type { RemoteManifest } from '@fns/contracts';
import { mfManifestOf } from '../webpack/mf-manifest';

const release: RemoteManifest = {
  name: 'mfe_blog',
  version: '1.0.0-abc1234567',
  commit: 'abc',
  builtAt: '2026-11-26T12:00:00.000Z',
  exposes: ['./routes'],
  integrity: {},
  browser: {
    entry: 'remoteEntry.0123456789.js',
    boot: ['routes.0123456789.js'],
    routes: { '/blog': ['list.0123456789.js', 'list.0123456789.css'], '/blog/:slug': ['post.0123456789.js', 'list.0123456789.css'] },
  },
  server: { entry: 'server/remoteEntry.9876543210.js' },
  shared: { react: '^19.3.1' },
};
const MANIFEST_URL = 'https://cdn.example/mfe-blog/1.0.0-abc1234567/mf-manifest.json';

describe("a release's mf-manifest.json (Module Federation 2's manifest)", () => {
  // Typed as the SDK's Manifest (the type check of this file and of the plugin holds it to that shape).
  const manifest: Manifest = mfManifestOf(release, { buildName: '@fns/mfe-blog', installed: { react: '19.3.1' } });

  it("is read by MF's SDK as the runtime reads it: both entries and the exposed module resolve beside the manifest", () => {
    const snapshot = generateSnapshotFromManifest(manifest, { version: MANIFEST_URL });
    expect(snapshot).toMatchObject({
      version: MANIFEST_URL,
      buildVersion: '1.0.0-abc1234567',
      globalName: 'mfe_blog',
      publicPath: 'https://cdn.example/mfe-blog/1.0.0-abc1234567/',
      remoteEntry: 'remoteEntry.0123456789.js',
      remoteEntryType: 'var',
      ssrRemoteEntry: 'server/remoteEntry.9876543210.js',
      ssrRemoteEntryType: 'commonjs-module',
      shared: [expect.objectContaining({ sharedName: 'react', version: '19.3.1' })],
      modules: [
        {
          moduleName: 'routes',
          modulePath: './routes',
          assets: {
            js: { sync: ['routes.0123456789.js'], async: ['list.0123456789.js', 'post.0123456789.js'] },
            css: { sync: [], async: ['list.0123456789.css'] },
          },
        },
      ],
    });
  });

  it('names the shared singletons with the range the release needs and the version it bundles', () => {
    expect(manifest.shared).toEqual([
      expect.objectContaining({ id: 'mfe_blog:react', name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }),
    ]);
  });
});
