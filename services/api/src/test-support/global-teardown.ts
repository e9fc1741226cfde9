import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  await globalThis.embeddedTestMailpit?.stop();
  const db = globalThis.embeddedTestDb;
  if (!db) return;
  await db.stop();
  rmSync(db.dataDir, { recursive: true, force: true });
}
