import { chmodSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A directory only this user can enter (0700), created or tightened, with the files directly in
 * it made readable by this user only (0600): it holds the database and secrets.
 */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // mode applies only to what mkdir creates; a directory made earlier is tightened here.
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile()) chmodSync(path.join(dir, entry.name), 0o600);
  }
}

/** Writes a new file readable by this user only into a private directory; one left from before is replaced, never written through. */
export function writePrivateFile(file: string, content: string): void {
  ensurePrivateDir(path.dirname(file));
  rmSync(file, { force: true });
  writeFileSync(file, content, { mode: 0o600, flag: 'wx' });
}
