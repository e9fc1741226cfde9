import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  BOOT_ASSETS_FILE,
  bootAssetsSchema,
  REMOTE_NAMES,
  type RemoteName,
  SERVER_DIR,
  SHELL_MANIFEST_FILE,
  shellManifestSchema,
} from '@fns/contracts';
import type { PublicSettings, RuntimeConfig } from '../src/config/runtime-config';
import { bootLoader } from './render/boot-loader';
import { browserEntry, browserEntryIntegrity, type LiveRemotes } from './render/page-assets';
import type { WorkerSetup } from './render-workers';

/**
 * The built shell the server renders into: its index.html, the files its boot needs, its boot
 * loader's CSP hash, and what it provides to remotes (which releases are checked against).
 */
export function readShellBuild(distDir: string) {
  const listed = bootAssetsSchema.safeParse(JSON.parse(readFileSync(path.join(distDir, BOOT_ASSETS_FILE), 'utf8'))).data;
  if (!listed) throw new Error(`${distDir}/${BOOT_ASSETS_FILE} is not a boot asset list: build the shell again`);
  const manifestFile = path.join(distDir, SERVER_DIR, SHELL_MANIFEST_FILE);
  const manifest = shellManifestSchema.safeParse(JSON.parse(readFileSync(manifestFile, 'utf8'))).data;
  if (!manifest) throw new Error(`${manifestFile} is not a shell manifest: build the shell again`);
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  return {
    template,
    shellBoot: listed.boot,
    renderBundle: path.join(distDir, SERVER_DIR, 'render.js'),
    bootScriptHash: bootLoader(template).hashSource,
    provides: manifest.provides,
  };
}

/**
 * The config a page tells the browser: the browser entries of the versions the server rendered
 * with, and the token of those versions its failure reports carry (report-token.ts). A release
 * preview's page (`pinned`: the remotes it pins) names the pinned versions for its banner and
 * carries no token: what one browser previews counts for no release.
 */
export function pageConfig(
  remotes: LiveRemotes,
  settings: PublicSettings,
  reportTokenFor: (remotes: LiveRemotes) => string,
  pinned: RemoteName[] = [],
): RuntimeConfig {
  const entries = REMOTE_NAMES.map((name) => [name, remotes[name] ? browserEntry(remotes[name]) : '']);
  const integrity: RuntimeConfig['integrity'] = {};
  for (const name of REMOTE_NAMES) {
    const value = remotes[name] && browserEntryIntegrity(remotes[name]);
    if (value) integrity[name] = value;
  }
  const versions = Object.fromEntries(REMOTE_NAMES.flatMap((name) => (remotes[name] ? [[name, remotes[name].manifest.version]] : [])));
  const config = { remotes: Object.fromEntries(entries) as RuntimeConfig['remotes'], integrity, ...settings, versions };
  if (pinned.length === 0) return { ...config, reportToken: reportTokenFor(remotes) };
  return { ...config, releasePreview: Object.fromEntries(pinned.flatMap((name) => (versions[name] ? [[name, versions[name]]] : []))) };
}

export function workerSetup(
  build: { template: string; shellBoot: string[] },
  settings: PublicSettings,
  apiUrl: string,
  reportTokenFor: (remotes: LiveRemotes) => string,
) {
  return (remotes: LiveRemotes, pinned: RemoteName[] = []): WorkerSetup => ({
    ...build,
    remotes,
    config: pageConfig(remotes, settings, reportTokenFor, pinned),
    apiUrl,
  });
}
