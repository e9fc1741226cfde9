import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedDb, type EmbeddedDb } from '../db/embedded-db';
import { startMailpit, type EmbeddedMailpit } from '../mail-server/embedded-mailpit';
import { freePort } from './api-process';

declare global {
  var embeddedTestDb: (EmbeddedDb & { dataDir: string }) | undefined;
  var embeddedTestMailpit: EmbeddedMailpit | undefined;
}

/**
 * One FerretDB and one Mailpit for the whole run, on free ports (the database in a throw-away
 * directory), so a run never shares a server with another run or with `npm start`.
 * TEST_MONGODB_URI points the run at another database; TEST_SMTP_URL (with TEST_MAILPIT_URL, its
 * HTTP API, for test-support/mailpit.ts) at another mail server.
 */
export default async function globalSetup(): Promise<void> {
  await Promise.all([startTestDb(), startTestMailpit()]);
}

async function startTestDb(): Promise<void> {
  if (process.env.TEST_MONGODB_URI) return;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fns-test-db-'));
  globalThis.embeddedTestDb = { ...(await startEmbeddedDb({ port: await freePort(), dataDir })), dataDir };
  process.env.TEST_MONGODB_URI = globalThis.embeddedTestDb.uri;
  // Its files, for the backup's test of the embedded database's snapshot.
  process.env.TEST_EMBEDDED_DB_DIR = dataDir;
}

async function startTestMailpit(): Promise<void> {
  await startOrReuseMailpit();
  // What the tests read the mail through (@fns/server-kit/mailpit).
  process.env.MAILPIT_URL = process.env.TEST_MAILPIT_URL;
}

async function startOrReuseMailpit(): Promise<void> {
  if (process.env.TEST_SMTP_URL) return;
  const smtpPort = await freePort();
  let uiPort = await freePort();
  while (uiPort === smtpPort) uiPort = await freePort();
  // Mailpit keeps the newest 500 messages unless told otherwise: the workers together send more.
  process.env.MP_MAX_MESSAGES = '0';
  globalThis.embeddedTestMailpit = await startMailpit({ smtpPort, uiPort });
  process.env.TEST_SMTP_URL = globalThis.embeddedTestMailpit.smtpUrl;
  process.env.TEST_MAILPIT_URL = globalThis.embeddedTestMailpit.apiUrl;
}
