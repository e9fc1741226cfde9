import type { ChildProcess } from 'node:child_process';

/**
 * Runs `start` under umask 077, so the process it spawns (which inherits the umask) creates its
 * files 0600. Safe to set and restore around it: spawn returns once the child has started.
 */
export function withPrivateUmask<T>(start: () => T): T {
  const previous = process.umask(0o077);
  try {
    return start();
  } finally {
    process.umask(previous);
  }
}

/** Asks a child to stop (SIGTERM), and kills it if it has not within `timeoutMs`; resolves once it has exited. */
export function stopChild(child: ChildProcess, timeoutMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
