import path from 'node:path';
import type { Manifest, StatsAssets } from '@module-federation/sdk';
import { type RemoteManifest, SERVER_DIR } from '@fns/contracts';

/** Module Federation 2's name for it: its runtime and devtools look for this file. */
export const MF_MANIFEST_FILE = 'mf-manifest.json';

const assetsOf = (sync: string[], async: string[]): StatsAssets => ({
  js: { sync: sync.filter((file) => file.endsWith('.js')), async: async.filter((file) => file.endsWith('.js')) },
  css: { sync: sync.filter((file) => file.endsWith('.css')), async: async.filter((file) => file.endsWith('.css')) },
});

interface MfManifestOptions {
  /** The remote's package name (MF's buildName). */
  buildName: string;
  /** Each shared singleton's version bundled as the release's fallback. */
  installed: Record<string, string>;
}

/**
 * A release in Module Federation 2's manifest shape (`Manifest` of @module-federation/sdk), for
 * MF's own tooling: its runtime loads a remote by this file (the browser entry, or the server
 * entry in Node), its devtools read exposes and shared versions. remote-manifest.json stays the
 * file the shell and the registry read (versions, integrity, declarations).
 * Its publicPath is `auto`: files resolve beside the manifest, wherever the folder is served.
 */
export function mfManifestOf(release: RemoteManifest, { buildName, installed }: MfManifestOptions): Manifest {
  const none = assetsOf([], []);
  const pages = [...new Set(Object.values(release.browser.routes).flat())];
  return {
    id: release.name,
    name: release.name,
    metaData: {
      name: release.name,
      type: 'app',
      buildInfo: { buildVersion: release.version, buildName },
      globalName: release.name,
      // webpack's container plugin (the browser build) assigns the container to `var <name>`.
      remoteEntry: { name: release.browser.entry, path: '', type: 'var' },
      ssrRemoteEntry: { name: path.posix.basename(release.server.entry), path: SERVER_DIR, type: 'commonjs-module' },
      // MF's types are a zip of its dts plugin; this release's declarations are plain files (remote-manifest.json's `types`).
      types: { path: '', name: '', zip: '', api: '' },
      publicPath: 'auto',
    },
    shared: Object.entries(release.shared).map(([name, requiredVersion]) => ({
      id: `${release.name}:${name}`,
      name,
      version: installed[name] ?? '',
      singleton: true,
      requiredVersion,
      hash: '',
      assets: none,
    })),
    remotes: [],
    // The boot files are those of ./routes (boot-assets-plugin.ts); its pages load on demand.
    exposes: release.exposes.map((expose) => ({
      id: `${release.name}:${expose.slice(2)}`,
      name: expose.slice(2),
      path: expose,
      assets: expose === './routes' ? assetsOf(release.browser.boot, pages) : none,
    })),
  };
}
