import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ensureLauncherBuilt, startEmbeddedDb } from '../../db/embedded-db';
import { withPrivateUmask } from '../../lib/child-process';
import { freePort } from '../../lib/free-port';

const execFileAsync = promisify(execFile);

/**
 * Runs `use` against a copy of the embedded database as it was at one moment: the launcher copies
 * each SQLite file in one read transaction (VACUUM INTO), safe while the site's FerretDB writes,
 * and a second FerretDB serves the copy on a free port, so the site's server is never asked to
 * hold a moment still (it has no snapshot reads). The copy sits in a private folder of `workDir`
 * (on the backups' disk: it is as large as the database) and is deleted however `use` ends.
 */
export async function withEmbeddedSnapshot<T>(dataDir: string, workDir: string, use: (uri: string) => Promise<T>): Promise<T> {
  if (!existsSync(dataDir)) throw new Error(`There is no embedded database in ${dataDir} (EMBEDDED_DB_DIR) to back up.`);
  const launcher = ensureLauncherBuilt();
  const copy = mkdtempSync(path.join(workDir, '.snapshot-'));
  try {
    // Under umask 077, so that the copied files are this user's only, like the database's.
    await withPrivateUmask(() => execFileAsync(launcher, ['snapshot', '--data', dataDir, '--to', copy])).catch(
      (error: Error & { stderr?: string }) => {
        throw new Error(`Copying the embedded database failed: ${error.stderr?.trim() || error.message}`);
      },
    );
    const server = await startEmbeddedDb({ port: await freePort(), dataDir: copy });
    try {
      return await use(server.uri);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
