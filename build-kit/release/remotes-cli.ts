// `npm run remotes -- list | register <remote> <manifest URL> | promote <remote> <version> [--canary <percent>] | rollback <remote> |
// preview <remote> <version> [<remote> <version> …] | types [<remote>] [--out <dir>]`:
// the registry of live remote versions, through the API's admin endpoints; the live shell's types (fetch-types.ts).
import { parseArgs } from 'node:util';
import type { ReleasePreview, RemoteList, RemoteStatus } from '@fns/contracts';
import { typesCommand } from './fetch-types';
import { registryClient } from './registry-client';
import { remoteOf } from './remote-names';

const USAGE =
  'Usage: npm run remotes -- list | register <remote> <manifest URL> | promote <remote> <version> [--canary <percent>] | rollback <remote> | preview <remote> <version> [<remote> <version> …] | types [<remote>] [--out <dir>]';
const named = (version: string | null) => version ?? 'the configured deployment';

function print(state: RemoteStatus): void {
  console.log(`${state.remote}: live ${named(state.live.version)}${state.live.manifestUrl ? ` (${state.live.manifestUrl})` : ''}`);
  const { canary } = state;
  if (canary)
    console.log(`  canary ${canary.version} to ${canary.percent}% of visitors: ${canary.failures} failures in ${canary.renders} pages`);
  for (const version of state.versions.slice(0, 5))
    console.log(`  released ${version.version}  commit ${version.commit}  built ${version.builtAt}`);
  const [last] = state.history;
  if (last)
    console.log(
      `  last change: ${last.action} ${named(last.version)} by ${last.by} at ${last.at}${last.reason ? ` (${last.reason})` : ''}`,
    );
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { canary: { type: 'string' }, out: { type: 'string' } } });
  const [command, remoteArg, value] = positionals;
  // From the public site: no admin sign-in.
  if (command === 'types') return typesCommand(remoteArg, values.out);
  const registry = await registryClient();
  const base = (remote: string | undefined) => `/api/admin/remotes/${remoteOf(remote).name}`;
  const started = Date.now();
  switch (command) {
    case 'list': {
      const { data } = await registry.call<RemoteList>('GET', '/api/admin/remotes');
      data.remotes.forEach(print);
      return;
    }
    case 'register': {
      if (!value) throw new Error(USAGE);
      const { status } = await registry.call('POST', `${base(remoteArg)}/versions`, { manifestUrl: value });
      console.log(status === 201 ? `Registered ${value}.` : `${value} was already registered.`);
      return;
    }
    case 'promote': {
      if (!value) throw new Error(USAGE);
      const canaryPercent = values.canary === undefined ? undefined : Number(values.canary);
      const { data } = await registry.call<RemoteStatus>('POST', `${base(remoteArg)}/promote`, { version: value, canaryPercent });
      const served = canaryPercent === undefined ? 'it' : `it to ${canaryPercent}% of visitors`;
      console.log(`Promoted in ${Date.now() - started} ms (release checks included); every shell renders ${served} within seconds.`);
      print(data);
      return;
    }
    case 'preview': {
      // Pairs of <remote> <version>: one release per remote, the others stay live.
      const pairs = positionals.slice(1);
      if (pairs.length === 0 || pairs.length % 2 !== 0) throw new Error(USAGE);
      const pins = pairs.flatMap((item, index) => (index % 2 === 0 ? [{ remote: remoteOf(item).name, version: pairs[index + 1]! }] : []));
      const { data } = await registry.call<ReleasePreview>('POST', '/api/admin/remotes/previews', { pins });
      console.log(`Preview of ${data.pins.map((pin) => `${pin.remote} ${pin.version}`).join(', ')}, until ${data.expiresAt}:`);
      console.log(data.url);
      console.log('Opening it pins these versions in that browser only; the banner on every page leaves the preview.');
      return;
    }
    case 'rollback': {
      const { data } = await registry.call<RemoteStatus>('POST', `${base(remoteArg)}/rollback`);
      console.log(`Rolled back; every shell renders ${named(data.live.version)} to every visitor within seconds.`);
      print(data);
      return;
    }
    default:
      throw new Error(USAGE);
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
