// `npm start`: install what is missing, build, then run the database and the API until Ctrl-C.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureNpmDependencies, ROOT, run } from './lib/ensure-install.mjs';

const envFile = path.join(ROOT, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

ensureNpmDependencies();
run('npm', ['run', 'build', '--workspace', '@fns/api']);

const port = process.env.PORT ?? '4000';
// The API starts the embedded database itself when MONGODB_URI is not set, and stops it on exit.
const api = spawn(process.execPath, ['services/api/dist/server.js'], {
  cwd: ROOT,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, PORT: port },
});

api.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (chunk.toString().includes('API listening on')) {
    console.log(`\nFounders Never Solo API is up: http://localhost:${port}/api/posts`);
    console.log(`Admin sign-in: POST http://localhost:${port}/api/auth/login (first-start admin and password are printed above;`);
    console.log('reset with `npm run admin -- reset-password admin`). Press Ctrl-C to stop.\n');
  }
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill('SIGTERM'));
api.on('exit', (code) => process.exit(code ?? 0));
