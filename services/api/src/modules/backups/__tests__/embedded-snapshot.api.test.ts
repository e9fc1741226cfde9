import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose, { mongo, Types } from 'mongoose';
import { testConfig } from '../../../test-support/test-app';
import { writeFile } from '../../media/gridfs-files';
import { backUp } from '../backup';
import { restore } from '../restore';
import { bytesOf, contentsOf } from './database-contents';

/** The test server's files (global-setup.ts); absent when TEST_MONGODB_URI came from outside the run. */
const dataDir = process.env.TEST_EMBEDDED_DB_DIR;
const uri = process.env.TEST_MONGODB_URI!;
const source = () => mongoose.connection.db!;
let backupDir: string;
let client: mongo.MongoClient;
const restored = () => client.db(`${source().databaseName}_snapshot_restored`);

beforeAll(async () => {
  backupDir = mkdtempSync(path.join(os.tmpdir(), 'fns-backups-'));
  client = await mongo.MongoClient.connect(uri);
});

afterAll(async () => {
  await restored().dropDatabase();
  await client.close();
  rmSync(backupDir, { recursive: true, force: true });
});

const withEmbeddedDir = dataDir ? it : it.skip;
const skipped = dataDir ? '' : ' (skipped: TEST_MONGODB_URI was given from outside, so this run has no embedded data directory to copy)';

describe('npm run backup on the embedded database', () => {
  withEmbeddedDir(`backs up a copy taken at one moment while writes go on, and it restores whole${skipped}`, async () => {
    const media = { id: new Types.ObjectId(), bytes: randomBytes(300 * 1024) };
    await writeFile({
      ...media,
      filename: 'photo',
      metadata: { kind: 'original', contentType: 'image/png', width: 1, height: 1, name: 'photo.png', variants: [] },
    });
    // Each write adds to pair_a, then to pair_z: at any one moment pair_a holds as many or one more.
    // Read one after the other (with pair_m, which takes a while, between them) while the writes go
    // on, pair_z would hold more than pair_a did.
    const middle = Array.from({ length: 3000 }, (_, n): mongo.Document => ({ _id: n, text: 'm'.repeat(1000) }));
    await source().collection('pair_m').insertMany(middle);
    let writing = true;
    let written = 0;
    const writer = (async () => {
      for (; writing; written++) {
        await source()
          .collection('pair_a')
          .insertOne({ _id: written } as mongo.Document);
        await source()
          .collection('pair_z')
          .insertOne({ _id: written } as mongo.Document);
      }
    })();
    const warnings: string[] = [];
    const settings = testConfig({ EMBEDDED_DB_DIR: dataDir!, DB_NAME: source().databaseName, BACKUP_DIR: backupDir });
    const backup = await backUp(settings, (warning) => warnings.push(warning)).finally(() => (writing = false));
    await writer;
    expect({ warnings, consistency: backup.consistency }).toEqual({ warnings: [], consistency: 'embedded-snapshot' });
    // Only the archive and its checksum stay: the copy and its server are gone.
    expect(readdirSync(backupDir).sort()).toEqual([path.basename(backup.file), `${path.basename(backup.file)}.sha256`]);

    await restore(testConfig({ MONGODB_URI: uri, DB_NAME: restored().databaseName }), backup.file, { replace: false }, () => undefined);
    const [pairA, pairZ] = await Promise.all(['pair_a', 'pair_z'].map((name) => restored().collection(name).countDocuments()));
    expect(pairA! - pairZ!).toBeGreaterThanOrEqual(0);
    expect(pairA! - pairZ!).toBeLessThanOrEqual(1);
    // The writes went on past the moment copied (the copy's own server took longer to start than a write).
    expect(written).toBeGreaterThan(pairA!);
    const { pair_a: _a, pair_z: _z, ...restoredRest } = await contentsOf(restored());
    const { pair_a: _sa, pair_z: _sz, ...sourceRest } = await contentsOf(source());
    expect(restoredRest).toEqual(sourceRest);
    expect((await bytesOf(restored(), media.id)).equals(media.bytes)).toBe(true);
  });
});
