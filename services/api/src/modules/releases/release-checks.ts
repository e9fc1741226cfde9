import { ApiError, conflict, serviceUnavailable } from '../../lib/api-error';
import type { RemoteName } from './remote-release.model';

/** Long enough for a fresh worker to load the release and render each of its routes once. */
const CHECK_TIMEOUT_MS = 60_000;
export const SHELL_DID_NOT_ANSWER = 'The release check could not run: the shell did not answer. Nothing was promoted.';

/**
 * Asks a shell server to check a release before it is promoted: its shared ranges and routes
 * against the live shell's, then a render of each of its routes in a worker of its own. The shell
 * reads the release from this API with the caller's token (so the check runs for admins only). A
 * refusal is a 409 with the shell's reason; a shell that cannot be asked refuses too (503).
 */
export async function runReleaseChecks(shellUrl: string, authorization: string, remote: RemoteName, version: string): Promise<void> {
  const response = await fetch(`${shellUrl}/release-checks`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: authorization },
    body: JSON.stringify({ remote, version }),
    signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
  }).catch(() => undefined);
  if (response?.ok) return;
  const message = ((await response?.json().catch(() => undefined)) as { message?: unknown } | undefined)?.message;
  if (response && typeof message === 'string' && (response.status === 409 || response.status === 401 || response.status === 403)) {
    throw response.status === 409 ? conflict(message) : new ApiError(response.status, message);
  }
  throw serviceUnavailable(SHELL_DID_NOT_ANSWER);
}
