import { guarded, readJson, sendAdmin } from './api-client';
import { RELEASE_ERRORS } from './api-messages';
import type { ReleasePreview, RemoteName, RemoteStatus } from '@fns/contracts';

const remotePath = (remote: RemoteName) => `/admin/remotes/${remote}`;

/** GET /api/admin/remotes: each remote's live version, canary, released versions and history. */
export function fetchReleases(): Promise<RemoteStatus[]> {
  return guarded(RELEASE_ERRORS.load, async () => {
    const { remotes } = await readJson<{ remotes: RemoteStatus[] }>(await sendAdmin('/admin/remotes', RELEASE_ERRORS));
    return remotes;
  });
}

/**
 * POST /api/admin/remotes/{remote}/promote: live for everyone, or with `canaryPercent` for that share
 * of visitors, confirmed with the admin's `password`. The release checks run first; a refusal comes
 * back as the server's message.
 */
export function promoteVersion(
  remote: RemoteName,
  version: string,
  { canaryPercent, password }: { canaryPercent?: number; password: string },
): Promise<RemoteStatus> {
  return guarded(RELEASE_ERRORS.promote, async () =>
    readJson<RemoteStatus>(
      await sendAdmin(`${remotePath(remote)}/promote`, RELEASE_ERRORS, { method: 'POST', body: { version, canaryPercent, password } }),
    ),
  );
}

/** POST /api/admin/remotes/{remote}/rollback: ends a canary, else puts back the version live before. */
export function rollBackRemote(remote: RemoteName): Promise<RemoteStatus> {
  return guarded(RELEASE_ERRORS.rollback, async () =>
    readJson<RemoteStatus>(await sendAdmin(`${remotePath(remote)}/rollback`, RELEASE_ERRORS, { method: 'POST' })),
  );
}

/** POST /api/admin/remotes/previews: a link that pins `version` of `remote` in the browser that opens it. */
export function createReleasePreview(remote: RemoteName, version: string): Promise<ReleasePreview> {
  return guarded(RELEASE_ERRORS.preview, async () =>
    readJson<ReleasePreview>(
      await sendAdmin('/admin/remotes/previews', RELEASE_ERRORS, { method: 'POST', body: { pins: [{ remote, version }] } }),
    ),
  );
}
