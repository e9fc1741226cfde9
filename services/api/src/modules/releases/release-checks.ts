import { messageOf, type ReleaseCheck } from '@fns/contracts';
import { conflict, serviceUnavailable } from '../../lib/api-error';

/** Long enough for a fresh worker to load the release and render each of its routes once. */
const CHECK_TIMEOUT_MS = 60_000;
export const SHELL_DID_NOT_ANSWER = 'The release check could not run: the shell did not answer. Nothing was promoted.';
export const NO_SITE_SERVER_SECRET = 'The release check could not run: SITE_SERVER_SECRET is not set. Nothing was promoted.';
export const SHELL_REFUSED_SECRET =
  'The release check could not run: the shell refused this API as a site server (SITE_SERVER_SECRET differs). Nothing was promoted.';

/**
 * Asks a shell server to check a release before it is promoted: its shared ranges and routes
 * against the live shell's, then a render of each of its routes in a worker of its own. The API
 * sends the release it holds, authenticated as a site server (SITE_SERVER_SECRET); the shell reads
 * nothing back. A refusal is a 409 with the shell's reason; a shell that cannot be asked refuses too (503).
 */
export async function runReleaseChecks(shell: { url: string; secret: string | undefined }, release: ReleaseCheck): Promise<void> {
  if (!shell.secret) throw serviceUnavailable(NO_SITE_SERVER_SECRET);
  const response = await fetch(`${shell.url}/release-checks`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${shell.secret}` },
    body: JSON.stringify(release),
    signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
  }).catch(() => undefined);
  if (response?.ok) return;
  if (response?.status === 401) throw serviceUnavailable(SHELL_REFUSED_SECRET);
  const message = messageOf(await response?.json().catch(() => undefined));
  if (response?.status === 409 && message) throw conflict(message);
  throw serviceUnavailable(SHELL_DID_NOT_ANSWER);
}
