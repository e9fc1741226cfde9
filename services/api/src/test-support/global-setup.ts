import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedDb, type EmbeddedDb } from '../db/embedded-db';

const TEST_DB_PORT = Number(process.env.TEST_DB_PORT ?? 27028);

declare global {
  var embeddedTestDb: EmbeddedDb | undefined;
}

/** One FerretDB for the whole run, on its own port and a throw-away data directory. */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_MONGODB_URI) return;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fns-test-db-'));
  globalThis.embeddedTestDb = await startEmbeddedDb({ port: TEST_DB_PORT, dataDir });
  process.env.TEST_MONGODB_URI = globalThis.embeddedTestDb.uri;
}
