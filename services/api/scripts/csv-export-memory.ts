/**
 * Memory of the CSV export (issue 15): seeds ROWS (default 100 000) wait list entries into a
 * throw-away embedded database, downloads GET /api/admin/waitlist.csv through the app, once
 * uncompressed and once with gzip as a browser asks for it, and prints the rows received and this
 * process's peak RSS and heap growth during each download. The client counts rows as they arrive,
 * so what grows is the app's.
 * Usage: npm run bench:csv-memory --workspace @fns/api   (ROWS=10000 … to compare list sizes)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { createApp } from '../src/app';
import { startEmbeddedDb } from '../src/db/embedded-db';
import { connectDatabase, disconnectDatabase } from '../src/db/mongoose';
import { WaitlistEntry } from '../src/modules/waitlist/waitlist-entry.model';
import { freePort } from '../src/test-support/api-process';
import { adminAuthHeader, testConfig } from '../src/test-support/test-app';

const ROWS = Number(process.env.ROWS ?? 100_000);
const SEED_BATCH = 1_000;
const SAMPLE_EVERY_MS = 5;
const MB = 1024 * 1024;

/** Rows of every kind the export escapes: quotes, commas, line breaks, would-be formulas, UTF-8. */
function entry(index: number) {
  return {
    fullName: index % 7 === 0 ? `Zoë "Z" Nüñez ${index} 🚀` : `Founder ${index}`,
    email: `founder${index}@example.com`,
    company: index % 10 === 0 ? `=HYPERLINK("x"), Inc.\nLine ${index}` : index % 3 === 0 ? null : `Company ${index}`,
    botScore: 0.9,
    createdAt: new Date(Date.UTC(2024, 0, 1) + index * 1_000),
  };
}

async function seed(): Promise<void> {
  for (let start = 0; start < ROWS; start += SEED_BATCH) {
    const size = Math.min(SEED_BATCH, ROWS - start);
    await WaitlistEntry.collection.insertMany(Array.from({ length: size }, (_, offset) => entry(start + offset)));
  }
}

/** Downloads the CSV, counting records (CRLF) and bytes as they arrive, and samples memory meanwhile. */
async function measureDownload(url: string, auth: string, encoding: 'identity' | 'gzip') {
  global.gc?.();
  const baseline = process.memoryUsage();
  const peak = { rss: baseline.rss, heapUsed: baseline.heapUsed };
  const sampler = setInterval(() => {
    const { rss, heapUsed } = process.memoryUsage();
    peak.rss = Math.max(peak.rss, rss);
    peak.heapUsed = Math.max(peak.heapUsed, heapUsed);
  }, SAMPLE_EVERY_MS);

  const started = Date.now();
  const { records, bytes } = await new Promise<{ records: number; bytes: number }>((resolve, reject) => {
    http
      .get(url, { headers: { Authorization: auth, 'Accept-Encoding': encoding } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`The export answered ${res.statusCode}.`));
        const body: Readable = res.headers['content-encoding'] === 'gzip' ? res.pipe(zlib.createGunzip()) : res;
        let records = 0;
        let bytes = 0;
        let previous = 0;
        body.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          // A CR at the end of one chunk and its LF at the start of the next still make one record.
          if (previous === 0x0d && chunk[0] === 0x0a) records++;
          for (let at = chunk.indexOf('\r\n'); at !== -1; at = chunk.indexOf('\r\n', at + 2)) records++;
          previous = chunk[chunk.length - 1]!;
        });
        body.on('end', () => resolve({ records, bytes }));
        body.on('error', reject);
        res.on('error', reject);
      })
      .on('error', reject);
  });
  clearInterval(sampler);
  // Records end in CRLF; the line breaks inside seeded cells are LF alone, so records = rows + the header.
  return { rows: records - 1, bytes, seconds: (Date.now() - started) / 1000, baseline, peak };
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fns-csv-memory-'));
  const db = await startEmbeddedDb({ port: await freePort(), dataDir });
  try {
    await connectDatabase(db.uri, 'fns_csv_memory');
    const seedStarted = Date.now();
    await seed();
    console.log(`Seeded ${ROWS} wait list entries in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s.`);

    const config = testConfig();
    const auth = await adminAuthHeader(config);
    const server = createApp(config).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/admin/waitlist.csv`;
    let allReceived = true;
    try {
      for (const encoding of ['identity', 'gzip'] as const) {
        const { rows, bytes, seconds, baseline, peak } = await measureDownload(url, auth, encoding);
        allReceived &&= rows === ROWS;
        console.log(
          `${encoding.padEnd(8)} ${rows} rows (${mb(bytes)} of CSV) in ${seconds.toFixed(1)} s; ` +
            `RSS ${mb(baseline.rss)} -> peak ${mb(peak.rss)} (+${mb(peak.rss - baseline.rss)}); ` +
            `heap ${mb(baseline.heapUsed)} -> peak ${mb(peak.heapUsed)} (+${mb(peak.heapUsed - baseline.heapUsed)})`,
        );
      }
    } finally {
      server.close();
    }
    if (!global.gc) console.log('(Run with node --expose-gc for a settled baseline; the npm script does.)');
    if (!allReceived) {
      console.error(`Expected ${ROWS} rows in each download.`);
      process.exitCode = 1;
    }
  } finally {
    await disconnectDatabase();
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
