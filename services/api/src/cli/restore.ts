import path from 'node:path';
import { loadConfig } from '../config/config';
import { restore } from '../modules/backups/restore';
import { RestoreRefused } from '../modules/backups/restore-checks';

const USAGE = `Usage: npm run restore -- <archive> [--replace]
Restores an archive of npm run backup into the database (DB_NAME, on MONGODB_URI or the embedded one).
The archive's SHA-256 (<archive>.sha256), format and checksums are checked before anything is written.
The database must hold no document, unless --replace: then every collection of it is dropped first.
Stop the site first; while it runs on the embedded database, add EMBEDDED_DB_REUSE=true to use its database.`;

/** Restores an archive; 0 restored, 1 refused or failed (with the reason), 2 usage. */
async function main(args: string[]): Promise<number> {
  const flags = args.filter((arg) => arg.startsWith('-'));
  const [archive, ...extra] = args.filter((arg) => !arg.startsWith('-'));
  if (!archive || extra.length > 0 || flags.some((flag) => flag !== '--replace')) {
    console.error(USAGE);
    return 2;
  }
  const started = Date.now();
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), archive);
  const result = await restore(loadConfig(), file, { replace: flags.includes('--replace') }, (line) => console.log(line));
  const { header, sourceDb, targetDb, documents, total } = result;
  console.log(
    `Restored ${documents.size} collections, ${total} documents into the database "${targetDb}" ` +
      `(backed up from "${sourceDb}" on server ${header.serverVersion || 'unknown'} by ${header.toolVersion}).`,
  );
  console.log(`Took ${((Date.now() - started) / 1000).toFixed(1)} s; peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB.`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof RestoreRefused ? `Refused: ${error.message}` : `Restore failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
