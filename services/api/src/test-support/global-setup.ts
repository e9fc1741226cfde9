import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedDb, type EmbeddedDb } from '../db/embedded-db';
import { freePort } from './api-process';

declare global {
  var embeddedTestDb: (EmbeddedDb & { dataDir: string }) | undefined;
}

/**
 * One FerretDB for the whole run, on a free port and a throw-away data directory, so a run never
 * shares a server with another run or with `npm start`. TEST_MONGODB_URI points the run elsewhere.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_MONGODB_URI) return;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fns-test-db-'));
  globalThis.embeddedTestDb = { ...(await startEmbeddedDb({ port: await freePort(), dataDir })), dataDir };
  process.env.TEST_MONGODB_URI = globalThis.embeddedTestDb.uri;
}
