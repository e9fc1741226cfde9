// Runs commands at the same time, each one's output printed in one piece when it ends (not interleaved).
import { spawn } from 'node:child_process';
import { ROOT } from './ensure-install.mjs';

/** Runs every [command, args] at once; rejects, after all have ended, naming those that failed. */
export async function runSideBySide(commands) {
  const results = await Promise.all(commands.map(([command, args]) => runCollected(command, args)));
  const failed = results.filter((result) => result.code !== 0);
  if (failed.length > 0) throw new Error(`Failed: ${failed.map((result) => `${result.title} (exit code ${result.code})`).join(', ')}`);
}

function runCollected(command, args) {
  const title = `${command} ${args.join(' ')}`;
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.once('error', (error) => resolve({ title, code: error.message }));
    child.once('close', (code) => {
      process.stdout.write(`\n-- ${title}\n${Buffer.concat(output).toString()}`);
      resolve({ title, code: code ?? 'signal' });
    });
  });
}
