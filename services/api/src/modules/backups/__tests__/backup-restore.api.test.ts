import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import mongoose, { mongo } from 'mongoose';
import { testApp, testConfig } from '../../../test-support/test-app';
import { writeChecksumFile } from '../backup-files';
import { backUp } from '../backup';
import { restore } from '../restore';
import { RestoreRefused } from '../restore-checks';
import { bytesOf, contentsOf, mediaOf } from './database-contents';
import { SEEDED_COLLECTIONS, seedSite, TYPED_DOCUMENT } from './seed-site';

const { app, config } = testApp();
const uri = process.env.TEST_MONGODB_URI!;
const source = () => mongoose.connection.db!;
const restoredName = () => `${source().databaseName}_restored`;
let backupDir: string;
let client: mongo.MongoClient;
const restored = () => client.db(restoredName());
/** The site's settings for a backup or restore of `dbName` on the test server (MONGODB_URI: no embedded snapshot). */
const settings = (dbName: string) => testConfig({ MONGODB_URI: uri, DB_NAME: dbName, BACKUP_DIR: backupDir });
const quietly = () => undefined;

beforeAll(async () => {
  backupDir = mkdtempSync(path.join(os.tmpdir(), 'fns-backups-'));
  client = await mongo.MongoClient.connect(uri);
});

beforeEach(async () => {
  await restored().dropDatabase();
});

afterAll(async () => {
  await restored().dropDatabase();
  await client.close();
  rmSync(backupDir, { recursive: true, force: true });
});

describe('npm run backup, then npm run restore into a fresh database', () => {
  it('leaves every document of every collection, every index and every media byte as backed up', async () => {
    const { largeFile } = await seedSite(app, config);
    await source()
      .collection('typed_values')
      .insertOne(TYPED_DOCUMENT as mongo.Document);
    const before = await contentsOf(source());
    const filled = Object.keys(before).filter((name) => before[name]!.documents.length > 0);
    expect(filled).toEqual(expect.arrayContaining([...SEEDED_COLLECTIONS, 'typed_values']));

    const warnings: string[] = [];
    const backup = await backUp(settings(source().databaseName), (warning) => warnings.push(warning));
    // The test server is FerretDB, which has no snapshot reads: said, not hidden.
    expect(warnings).toEqual([expect.stringMatching(/consistent per collection only/)]);
    const total = Object.values(before).reduce((sum, { documents }) => sum + documents.length, 0);
    expect(backup).toMatchObject({ consistency: 'per-collection', collections: Object.keys(before).length, documents: total });
    expect(path.basename(backup.file)).toMatch(/^fns-backup-\d{8}T\d{6}Z\.archive\.gz$/);
    expect(statSync(backup.file).size).toBe(backup.bytes);
    expect(readFileSync(`${backup.file}.sha256`, 'utf8')).toBe(`${backup.sha256}  ${path.basename(backup.file)}\n`);
    expect(execFileSync('sha256sum', ['-c', `${path.basename(backup.file)}.sha256`], { cwd: backupDir, encoding: 'utf8' })).toMatch(/: OK/);
    expect([statSync(backupDir).mode & 0o777, statSync(backup.file).mode & 0o777, statSync(`${backup.file}.sha256`).mode & 0o777]).toEqual([
      0o700, 0o600, 0o600,
    ]);

    const result = await restore(settings(restoredName()), backup.file, { replace: false }, quietly);
    expect(result).toMatchObject({ sourceDb: source().databaseName, targetDb: restoredName(), total });
    expect(await contentsOf(restored())).toEqual(before);
    // The restore is in the restored database's audit log.
    const restoreEntry = await restored().collection('audit_events').findOne({ action: 'backup.restore' });
    expect(restoreEntry).toMatchObject({ actor: 'command line', target: `${path.basename(backup.file)} (${total} documents)` });
    expect(await mediaOf(restored())).toEqual(await mediaOf(source()));
    expect((await bytesOf(restored(), largeFile.id)).equals(largeFile.bytes)).toBe(true);
  });

  it('refuses a database that holds documents, naming where, and with --replace drops what was there first', async () => {
    await source()
      .collection('posts')
      .insertOne({ _id: 1, title: 'Backed up' } as mongo.Document);
    const backup = await backUp(settings(source().databaseName), quietly);
    await restored()
      .collection('posts')
      .insertOne({ _id: 2, title: 'In the way' } as mongo.Document);
    await restored().collection('leftover').insertOne({ note: 'not in the backup' });
    await restored().createCollection('empty_one');

    const refusal = restore(settings(restoredName()), backup.file, { replace: false }, quietly);
    await expect(refusal).rejects.toThrow(RestoreRefused);
    await expect(refusal).rejects.toThrow(/The database "[^"]+" is not empty \(documents in leftover, posts\): .* add --replace/);
    expect(await restored().collection('posts').find().toArray()).toEqual([{ _id: 2, title: 'In the way' }]);

    await restore(settings(restoredName()), backup.file, { replace: true }, quietly);
    expect(await contentsOf(restored())).toEqual(await contentsOf(source()));
  });

  it('refuses a changed, damaged, unchecked or newer archive before writing anything', async () => {
    await source()
      .collection('posts')
      .insertOne({ _id: 1, title: 'Backed up' } as mongo.Document);
    const { file } = await backUp(settings(source().databaseName), quietly);
    const attempt = (archive: string) => restore(settings(restoredName()), archive, { replace: false }, quietly);
    /** A copy of the archive changed by `change` (on its uncompressed bytes), with a checksum file that matches it. */
    const repacked = (name: string, change: (bytes: Buffer) => void) => {
      const bytes = gunzipSync(readFileSync(file));
      change(bytes);
      const copy = path.join(backupDir, name);
      writeFileSync(copy, gzipSync(bytes));
      writeChecksumFile(copy, execFileSync('sha256sum', [copy], { encoding: 'utf8' }).slice(0, 64));
      return copy;
    };

    const changed = path.join(backupDir, 'changed.archive.gz');
    const bytes = readFileSync(file);
    bytes.writeUInt8(bytes.readUInt8(bytes.length >> 1) ^ 0x01, bytes.length >> 1);
    writeFileSync(changed, bytes);
    writeFileSync(`${changed}.sha256`, readFileSync(`${file}.sha256`, 'utf8').replace(path.basename(file), 'changed.archive.gz'));
    await expect(attempt(changed)).rejects.toThrow(/SHA-256 \([0-9a-f]{64}\) is not the one in .*changed\.archive\.gz\.sha256/);
    rmSync(`${changed}.sha256`);
    await expect(attempt(changed)).rejects.toThrow(/changed\.archive\.gz\.sha256 is missing/);

    const damaged = repacked('damaged.archive.gz', (raw) => raw.write('Backed uq', raw.indexOf('Backed up')));
    await expect(attempt(damaged)).rejects.toThrow(/the CRC of fns_test_\w+\.posts's documents does not match/);
    const newer = repacked('newer.archive.gz', (raw) => raw.write('fns-backup 2', raw.indexOf('fns-backup 1')));
    await expect(attempt(newer)).rejects.toThrow(/written by a newer fns-backup \(version 2; this one reads up to 1\)/);
    const foreign = repacked('foreign.archive.gz', (raw) => raw.writeUInt32LE(0x12345678, 0));
    await expect(attempt(foreign)).rejects.toThrow(/not a mongodump archive/);

    expect(await restored().listCollections().toArray()).toEqual([]);
  });
});
