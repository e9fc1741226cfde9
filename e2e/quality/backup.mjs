// Backup gate (issue 29): `npm run backup` of an embedded database holding 100 000 wait-list
// sign-ups and 500 MB of media (GridFS, 255 KB chunks of random bytes, as incompressible as
// images), while its FerretDB runs, as the site's would. Target: the backup's peak RSS grows by
// under 50 MB over the same command's on an empty database. Also printed: the backup's time and
// size, the peak RSS of the FerretDB that serves the snapshot copy (another process), and the
// time and peak RSS of `npm run restore` of the archive into a fresh embedded database, checked
// by its counts and some files' bytes.
// Usage: npm run bench:backup (SIGNUPS and MEDIA_MB change the size)
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, ObjectId } from 'mongodb';
import { ensureNpmDependencies, ROOT, run } from '../../scripts/lib/ensure-install.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';

const SIGNUPS = Number(process.env.SIGNUPS ?? 100_000);
const MEDIA_MB = Number(process.env.MEDIA_MB ?? 500);
const MAX_RSS_GROWTH_MB = 50;
const CHUNK_BYTES = 255 * 1024;
const FILE_BYTES = 5 * 1024 * 1024;
const LAUNCHER = path.join(ROOT, 'services', 'ferretdb', 'bin', 'ferretdb-launcher');
const DB_NAME = 'founders';

ensureNpmDependencies();
// The launcher is built now (first use only), not while a backup's clock runs.
run(process.execPath, ['--import', 'tsx', 'services/api/src/cli/build-db.ts']);

const work = mkdtempSync(path.join(os.tmpdir(), 'fns-bench-backup-'));
const site = await startFerretDb(path.join(work, 'site'));
const failures = [];
try {
  const empty = await runCli('backup', [], { EMBEDDED_DB_DIR: site.dataDir, BACKUP_DIR: path.join(work, 'empty-backups') });
  console.log(`Backup of the empty database: ${empty.seconds.toFixed(1)} s, peak RSS ${empty.rssMb} MB`);

  const client = await MongoClient.connect(site.uri);
  const files = await seed(client.db(DB_NAME));
  await client.close();

  const backupDir = path.join(work, 'backups');
  const full = await runCli('backup', [], { EMBEDDED_DB_DIR: site.dataDir, BACKUP_DIR: backupDir });
  const archive = path.join(
    backupDir,
    readdirSync(backupDir).find((name) => name.endsWith('.archive.gz')),
  );
  const growth = full.rssMb - empty.rssMb;
  console.log(
    `Backup of ${SIGNUPS} sign-ups and ${MEDIA_MB} MB of media: ${full.seconds.toFixed(1)} s, ${full.output.match(/Size: (.*)/)?.[1]}, ` +
      `peak RSS ${full.rssMb} MB (${growth >= 0 ? '+' : ''}${growth} MB over the empty database's); ` +
      `the snapshot's FerretDB peaked at ${full.snapshotServerMb} MB`,
  );
  if (growth >= MAX_RSS_GROWTH_MB) failures.push(`the backup's peak RSS grew by ${growth} MB (≥ ${MAX_RSS_GROWTH_MB} MB)`);

  const target = path.join(work, 'restored');
  const restored = await runCli('restore', [archive], { EMBEDDED_DB_DIR: target, EMBEDDED_DB_PORT: String(await freePort()) });
  console.log(`Restore into a fresh embedded database: ${restored.seconds.toFixed(1)} s, peak RSS ${restored.rssMb} MB`);
  failures.push(...(await checkRestore(target, files)));
} finally {
  await site.stop();
  rmSync(work, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`FAILED: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('Backup gate passed.');

/** SIGNUPS wait-list entries and MEDIA_MB of GridFS files in the API's layout (chunk `_id` "{files_id}:{n}"). Answers the files' ids and SHA-256s. */
async function seed(db) {
  const startedAt = performance.now();
  for (let start = 0; start < SIGNUPS; start += 1_000) {
    const at = new Date();
    const batch = Array.from({ length: Math.min(1_000, SIGNUPS - start) }, (_, offset) => ({
      email: `signup-${start + offset}@example.com`,
      fullName: 'Bench Person',
      company: null,
      status: (start + offset) % 4 === 0 ? 'pending' : 'confirmed',
      consent: { at, form: 'waitlist', page: '/', confirmedAt: at },
      createdAt: at,
      updatedAt: at,
    }));
    await db.collection('waitlist_entries').insertMany(batch);
  }
  const files = [];
  for (let stored = 0; stored < MEDIA_MB * 1024 * 1024; stored += FILE_BYTES) {
    const id = new ObjectId();
    const bytes = randomBytes(FILE_BYTES);
    const chunks = Array.from({ length: Math.ceil(FILE_BYTES / CHUNK_BYTES) }, (_, n) => ({
      _id: `${id.toHexString()}:${n}`,
      files_id: id,
      n,
      data: bytes.subarray(n * CHUNK_BYTES, (n + 1) * CHUNK_BYTES),
    }));
    for (let start = 0; start < chunks.length; start += 8) await db.collection('uploads.chunks').insertMany(chunks.slice(start, start + 8));
    const metadata = { kind: 'original', contentType: 'image/png', width: 1, height: 1, name: 'bench.png', variants: [] };
    await db
      .collection('uploads.files')
      .insertOne({ _id: id, length: FILE_BYTES, chunkSize: CHUNK_BYTES, uploadDate: new Date(), filename: `${id}`, metadata });
    files.push({ id, sha256: createHash('sha256').update(bytes).digest('hex') });
  }
  console.log(
    `Seeded ${SIGNUPS} sign-ups and ${files.length} files (${MEDIA_MB} MB) in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
  );
  return files;
}

/** The restored database's counts, and the bytes of its first and last files. */
async function checkRestore(dataDir, files) {
  const server = await startFerretDb(dataDir);
  const client = await MongoClient.connect(server.uri);
  try {
    const db = client.db(DB_NAME);
    const problems = [];
    const signups = await db.collection('waitlist_entries').countDocuments();
    const chunks = await db.collection('uploads.chunks').countDocuments();
    const expectedChunks = files.length * Math.ceil(FILE_BYTES / CHUNK_BYTES);
    if (signups !== SIGNUPS) problems.push(`${signups} sign-ups restored, not ${SIGNUPS}`);
    if (chunks !== expectedChunks) problems.push(`${chunks} chunks restored, not ${expectedChunks}`);
    for (const file of [files[0], files.at(-1)]) {
      const stored = await db.collection('uploads.chunks').find({ files_id: file.id }).sort({ n: 1 }).toArray();
      const sha256 = createHash('sha256');
      for (const chunk of stored) sha256.update(chunk.data.buffer);
      if (sha256.digest('hex') !== file.sha256) problems.push(`file ${file.id} differs after the restore`);
    }
    console.log(
      `Restored: ${signups} sign-ups, ${chunks} chunks${problems.length === 0 ? ', the files checked are byte for byte the same' : ''}`,
    );
    return problems;
  } finally {
    await client.close();
    await server.stop();
  }
}

/** A FerretDB of its own on a free port (stdin is its lifeline: it exits with this process). */
async function startFerretDb(dataDir) {
  const port = await freePort();
  const child = spawn(LAUNCHER, ['--listen', `127.0.0.1:${port}`, '--data', dataDir], { stdio: ['pipe', 'inherit', 'inherit'] });
  const uri = `mongodb://127.0.0.1:${port}/`;
  for (const startedAt = Date.now(); ;) {
    try {
      await (await MongoClient.connect(uri, { serverSelectionTimeoutMS: 500 })).close();
      break;
    } catch (error) {
      if (Date.now() - startedAt > 30_000) throw error;
    }
  }
  return {
    dataDir,
    uri,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Runs `npm run <command>` as a user would, with DB_NAME and `env`; answers its output, time and
 * peak RSS (which the command reports itself: npm and tsx run it in a process of their own), and
 * the peak RSS of any FerretDB serving a snapshot copy meanwhile (sampled every 100 ms).
 */
async function runCli(command, args, env) {
  const startedAt = performance.now();
  const child = spawn('npm', ['run', '--silent', command, '--', ...args], {
    cwd: ROOT,
    env: { ...process.env, MONGODB_URI: '', DB_NAME, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  let snapshotServerMb = 0;
  const sampler = setInterval(() => (snapshotServerMb = Math.max(snapshotServerMb, snapshotServerRssMb())), 100);
  const code = await new Promise((resolve) => child.once('exit', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`npm run ${command} exited with ${code}:\n${output}`);
  const rss = /peak RSS (\d+) MB/.exec(output);
  if (!rss) throw new Error(`npm run ${command} did not report its peak RSS:\n${output}`);
  return { output, seconds: (performance.now() - startedAt) / 1000, rssMb: Number(rss[1]), snapshotServerMb };
}

/** The largest peak RSS (VmHWM) among the FerretDBs serving a snapshot copy (`--data …/.snapshot-…`) right now. */
function snapshotServerRssMb() {
  let largest = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(`${path.sep}.snapshot-`)) continue;
      const kb = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      largest = Math.max(largest, Math.round(kb / 1024));
    } catch {
      // The process ended meanwhile.
    }
  }
  return largest;
}
