import { loadConfig } from '../config/config';
import { humanSize } from '@fns/contracts';
import { backUp } from '../modules/backups/backup';
import type { Consistency } from '../modules/backups/backup-source';

const USAGE = `Usage: npm run backup
Writes one archive of every collection of the database (mongodump's archive format, gzipped) to
BACKUP_DIR (default data/backups/), with its SHA-256 beside it in <archive>.sha256.
It runs while the site runs: the embedded database is copied at one moment; on MONGODB_URI a
replica set is read in a snapshot session.`;

const CONSISTENCY: Record<Consistency, string> = {
  'embedded-snapshot': 'every collection as it was at one moment (a copy of the embedded database)',
  'snapshot-session': 'every collection as it was at one moment (a snapshot session)',
  'per-collection': 'each collection read in turn (see the warning above)',
};

/** Backs the database up and says where to, how large, and its checksum. */
async function main(args: string[]): Promise<number> {
  if (args.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const started = Date.now();
  const result = await backUp(loadConfig(), (warning) => console.warn(warning));
  console.log(`Backup written: ${result.file}`);
  console.log(`Size: ${humanSize(result.bytes)} (${result.bytes} bytes)`);
  console.log(`SHA-256: ${result.sha256} (in ${result.file}.sha256; check it with sha256sum -c)`);
  console.log(`Contents: ${result.collections} collections, ${result.documents} documents; ${CONSISTENCY[result.consistency]}.`);
  console.log(`Took ${((Date.now() - started) / 1000).toFixed(1)} s; peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB.`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Backup failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
