import path from 'node:path';
import { ensureGoBuilt } from '../lib/go-build';

// Node's own modules only (through go-build): scripts/test.mjs runs this before the shared packages are built.

/** services/api/src/mail-server → four levels up (also holds from dist/mail-server). */
const BUILD_DIR = path.resolve(__dirname, '../../../..', 'services', 'mailpit');
/** The launcher of the pinned Mailpit module; see services/mailpit/main.go. */
export const MAILPIT_BINARY = path.join(BUILD_DIR, 'bin', 'mailpit');

export class MailpitError extends Error {}

/**
 * Builds Mailpit when services/mailpit changed (a new version in go.mod) since the cached build,
 * about a minute or more the first time. Returns the binary's path.
 */
export function ensureMailpitBuilt(log: (message: string) => void = (message) => console.error(message)): string {
  return ensureGoBuilt({
    dir: BUILD_DIR,
    binary: MAILPIT_BINARY,
    // Mailpit v1.33's go.mod asks for Go 1.26.
    minGo: [1, 26],
    fail: (message) => new MailpitError(message),
    missingGo: 'the embedded mail server (Mailpit): install it, or set SMTP_URL (a mail server of yours) or MAIL_DISABLED=true.',
    announce: () => log('Building the embedded mail server, Mailpit (first use only; this takes a few minutes)...'),
  });
}
