import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
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

  it('refuses to serve a data directory another of its processes serves (each makes its updates atomic only against its own)', async () => {
    const first = await startEmbeddedDb({ port: await freePort(), dataDir: root });
    try {
      await expect(startEmbeddedDb({ port: await freePort(), dataDir: root })).rejects.toThrow(/exited with code 1 before it was ready/);
    } finally {
      await first.stop();
    }
  });

  it('makes concurrent updates of one document atomic: no $inc lost, one winner of a conditional update', async () => {
    const db = await startEmbeddedDb({ port: await freePort(), dataDir: root });
    // Two clients, as two API instances would be.
    const clients = [new MongoClient(db.uri), new MongoClient(db.uri)];
    try {
      const [one, two] = clients.map((client) => client.db('fns_atomic').collection<{ _id: string; n: number; v: number }>('docs'));
      await one!.insertOne({ _id: 'x', n: 0, v: 0 });
      await Promise.all(Array.from({ length: 400 }, (_, i) => (i % 2 ? one! : two!).updateOne({ _id: 'x' }, { $inc: { n: 1 } })));
      expect((await one!.findOne({ _id: 'x' }))!.n).toBe(400);
      const conditional = await Promise.all(
        Array.from({ length: 100 }, (_, i) => (i % 2 ? one! : two!).updateOne({ _id: 'x', v: 0 }, { $set: { v: i + 1 } })),
      );
      expect(conditional.filter((result) => result.modifiedCount === 1)).toHaveLength(1);
      const taken = await Promise.all(
        Array.from({ length: 100 }, (_, i) => (i % 2 ? one! : two!).findOneAndUpdate({ _id: 'x', n: 400 }, { $inc: { n: 1 } })),
      );
      expect(taken.filter(Boolean)).toHaveLength(1);
    } finally {
      await Promise.all(clients.map((client) => client.close()));
      await db.stop();
    }
  });

  it('keeps every acknowledged write when its process is killed (kill -9) during 200 concurrent writes', async () => {
    const port = await freePort();
    const first = await startEmbeddedDb({ port, dataDir: root });
    const client = new MongoClient(first.uri, { serverSelectionTimeoutMS: 2_000, retryWrites: false });
    const docs = client.db('fns_durable').collection<{ _id: number; n?: number }>('docs');
    await docs.insertOne({ _id: -1, n: 0 });
    const acknowledged = { inserts: [] as number[], increments: 0 };
    let killed = false;
    const writes = Array.from({ length: 200 }, async (_, i) => {
      try {
        if (i % 2) {
          await docs.insertOne({ _id: i });
          acknowledged.inserts.push(i);
        } else {
          await docs.updateOne({ _id: -1 }, { $inc: { n: 1 } });
          acknowledged.increments++;
        }
      } catch {
        // Not acknowledged: the server was killed first.
      }
      if (!killed && acknowledged.inserts.length + acknowledged.increments >= 50) {
        killed = true;
        process.kill(first.pid!, 'SIGKILL');
      }
    });
    await Promise.all(writes);
    await client.close(true);
    await first.stop();
    // Killed mid-way: some writes were acknowledged, others never were.
    expect(killed).toBe(true);
    expect(acknowledged.inserts.length + acknowledged.increments).toBeLessThan(200);

    const second = await startEmbeddedDb({ port, dataDir: root });
    const reader = new MongoClient(second.uri);
    try {
      const stored = reader.db('fns_durable').collection<{ _id: number; n?: number }>('docs');
      const ids = new Set((await stored.find({ _id: { $gte: 0 } }).toArray()).map((doc) => doc._id));
      expect(acknowledged.inserts.filter((id) => !ids.has(id))).toEqual([]);
      // An increment the server applied as it was killed may not have been acknowledged: never fewer.
      expect((await stored.findOne({ _id: -1 }))!.n).toBeGreaterThanOrEqual(acknowledged.increments);
    } finally {
      await reader.close();
      await second.stop();
    }
  });
});
