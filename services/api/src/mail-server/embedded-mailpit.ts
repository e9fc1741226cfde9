import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { stopChild, withPrivateUmask } from '../lib/child-process';
import { isListening } from '../lib/go-build';
import { ensurePrivateDir } from '../lib/private-files';
import { ensureMailpitBuilt, MailpitError } from './mailpit-build';

// Node's own modules only: scripts/dev.mjs runs this (run-mailpit.ts) before the shared packages are built.

export { ensureMailpitBuilt, MailpitError } from './mailpit-build';

const START_TIMEOUT_MS = 30_000;
const PROBE_TIMEOUT_MS = 2_000;

export interface EmbeddedMailpit {
  /** Where to send: smtp://127.0.0.1:{smtpPort}. */
  smtpUrl: string;
  /** Mailpit's HTTP API (and its page, blank in this build): http://127.0.0.1:{uiPort}. */
  apiUrl: string;
  /** True when this process started Mailpit (and so stops it). */
  owned: boolean;
  stop(): Promise<void>;
}

export interface MailpitOptions {
  smtpPort: number;
  uiPort: number;
  /** Where Mailpit keeps its messages (mailpit.db, this user only); unset: a temporary file removed when it stops. */
  dataDir?: string;
  /**
   * Use a Mailpit already answering on these ports (another process of this project on this
   * machine). Off: those ports being taken is an error.
   */
  reuse?: boolean;
}

/**
 * Starts Mailpit with SMTP on 127.0.0.1:{smtpPort} and its HTTP API on 127.0.0.1:{uiPort}, ready
 * once GET /api/v1/info answers. It stops with stop(), or when this process exits, however it
 * exits (its stdin closes).
 */
export async function startMailpit({ smtpPort, uiPort, dataDir, reuse = false }: MailpitOptions): Promise<EmbeddedMailpit> {
  const smtpUrl = `smtp://127.0.0.1:${smtpPort}`;
  const apiUrl = `http://127.0.0.1:${uiPort}`;
  const [smtpTaken, uiTaken] = await Promise.all([isListening(smtpPort), isListening(uiPort)]);
  if (smtpTaken || uiTaken) {
    if (reuse && smtpTaken && (await isMailpit(apiUrl))) return { smtpUrl, apiUrl, owned: false, stop: () => Promise.resolve() };
    const taken = smtpTaken ? `127.0.0.1:${smtpPort} (MAILPIT_SMTP_PORT)` : `127.0.0.1:${uiPort} (MAILPIT_UI_PORT)`;
    throw new MailpitError(
      `Something other than this project's Mailpit listens on ${taken}. ` +
        'Stop it, choose other MAILPIT_SMTP_PORT / MAILPIT_UI_PORT, or set SMTP_URL to a mail server of yours.',
    );
  }

  const binary = ensureMailpitBuilt();
  const args = ['--smtp', `127.0.0.1:${smtpPort}`, '--listen', `127.0.0.1:${uiPort}`, ...QUIET_LOCAL_FLAGS];
  if (dataDir) {
    ensurePrivateDir(dataDir);
    args.push('--database', path.join(dataDir, 'mailpit.db'));
  }
  // stdin stays a pipe: the launcher stops Mailpit when it closes. Under umask 077 the mail it stores is this user's only.
  const child = withPrivateUmask(() => spawn(binary, args, { stdio: ['pipe', 'ignore', 'inherit'] }));
  try {
    await waitUntilReady(child, apiUrl);
  } catch (error) {
    // Another process of this project started one on these ports at the same moment: that one serves both.
    if (reuse && (await isMailpit(apiUrl))) return { smtpUrl, apiUrl, owned: false, stop: () => Promise.resolve() };
    throw error;
  }
  return { smtpUrl, apiUrl, owned: true, stop: () => stopChild(child) };
}

/** Mailpit, on this machine: errors only, no DNS lookups of senders, no release check on GitHub; its link check may follow local links. */
const QUIET_LOCAL_FLAGS = ['--quiet', '--smtp-disable-rdns', '--disable-version-check', '--allow-internal-http-requests'];

/** True when a Mailpit answers its API at apiUrl. */
export async function isMailpit(apiUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${apiUrl}/api/v1/info`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    if (!response.ok) return false;
    const info = (await response.json()) as Record<string, unknown>;
    return typeof info.Version === 'string' && typeof info.Messages === 'number';
  } catch {
    return false;
  }
}

async function waitUntilReady(child: ChildProcess, apiUrl: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new MailpitError(`Mailpit exited with code ${child.exitCode} before it was ready.`);
    if (await isMailpit(apiUrl)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new MailpitError(`Mailpit did not answer on ${apiUrl}/api/v1/info within ${START_TIMEOUT_MS} ms.`);
}
