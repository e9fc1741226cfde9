import type { LiveRemote } from '../render/page-assets';

/** A remote as the server holds it once its manifest is fetched: `name` at `version`, on a CDN. */
export const liveRemote = (name: string, version: string): LiveRemote => ({
  manifestUrl: `https://cdn.example/${name}/${version}/remote-manifest.json`,
  manifest: {
    name,
    version,
    browser: { entry: 'remoteEntry.0123456789.js', boot: [], routes: {} },
    server: { entry: 'server/remoteEntry.0123456789.js' },
    commit: 'abc',
    builtAt: '2026-11-26T12:00:00.000Z',
    exposes: ['./routes'],
    shared: {},
    integrity: {},
  },
});
