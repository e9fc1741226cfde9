import { findRemote, REMOTES, type RemoteInfo } from '@fns/contracts/remotes';

/** The remote a release command names (`blog`, `mfe-blog` or `mfe_blog` alike), from the table of remotes. */
export function remoteOf(arg: string | undefined): RemoteInfo {
  const remote = arg ? findRemote(arg) : undefined;
  if (!remote) throw new Error(`Name a remote: ${REMOTES.map(({ key }) => key).join(', ')} (got ${arg ?? 'nothing'}).`);
  return remote;
}
