import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { setLogLevel } from '../../lib/logger';
import { freePort } from '../../test-support/api-process';
import { startEmbeddedDb } from '../embedded-db';

setLogLevel('silent');

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('the embedded database', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'fns-embedded-db-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('keeps its directory and files readable by this user only: created 0700/0600, and what exists tightened', async () => {
    const dataDir = path.join(root, 'data');
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    writeFileSync(path.join(dataDir, 'left-over.txt'), '', { mode: 0o644 });
    const db = await startEmbeddedDb({ port: await freePort(), dataDir });
    try {
      // The SQLite files appear with the first write.
      const connection = await mongoose.createConnection(db.uri, { dbName: 'fns_file_modes' }).asPromise();
      await connection.collection('things').insertOne({ written: true });
      await connection.close();
    } finally {
      await db.stop();
    }
    const files = readdirSync(dataDir);
    expect(files.some((file) => file.startsWith('fns_file_modes'))).toBe(true);
    expect(modeOf(dataDir)).toBe(0o700);
    for (const file of files) expect([file, modeOf(path.join(dataDir, file))]).toEqual([file, 0o600]);
  });

  it('refuses a server already on its port that it did not start, unless EMBEDDED_DB_REUSE allows it', async () => {
    const stranger = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => stranger.listen(0, '127.0.0.1', resolve));
    const { port } = stranger.address() as net.AddressInfo;
    try {
      await expect(startEmbeddedDb({ port, dataDir: root })).rejects.toThrow(/did not start it.*EMBEDDED_DB_REUSE=true/);
      await expect(startEmbeddedDb({ port, dataDir: root, reuse: true })).resolves.toMatchObject({
        uri: `mongodb://127.0.0.1:${port}/`,
        owned: false,
      });
    } finally {
      await new Promise((resolve) => stranger.close(resolve));
    }
  });
});
