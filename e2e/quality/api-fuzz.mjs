// API fuzzing gate (issue 7): schemathesis generates requests for every operation of
// /api/openapi.json (with an admin token) against the production build and checks that no answer
// is a server error or breaks the document's own status codes, content types and schemas.
// Usage: npm run bench:api-fuzz   (installs schemathesis from PyPI when it is missing)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureNpmDependencies, run } from '../../scripts/lib/ensure-install.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { startApi } from '../../scripts/lib/stack.mjs';

const ADMIN = { username: 'admin', password: 'fuzz-admin-password' };
const EXAMPLES_PER_OPERATION = Number(process.env.FUZZ_EXAMPLES ?? 50);
const CHECKS = [
  'not_a_server_error',
  'response_schema_conformance',
  'status_code_conformance',
  'content_type_conformance',
  // A method an operation does not declare answers 405 with Allow.
  'unsupported_method',
  // Not positive_data_acceptance: it counts every refusal of a request valid by the schema as a
  // fault, and most of this API's are rules no schema states (a file that is not an image or an
  // export by its content, a newsletter for a post not yet public, a save with nothing to change).
];

ensureNpmDependencies();
run('npm', ['run', 'build', '--workspace', '@fns/api']);
if (spawnSync('schemathesis', ['--version']).status !== 0) run('python3', ['-m', 'pip', 'install', '--quiet', 'schemathesis']);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fns-fuzz-'));
const port = await freePort();
const api = await startApi({
  port,
  quiet: true,
  env: {
    MONGODB_URI: '',
    EMBEDDED_DB_PORT: String(await freePort()),
    EMBEDDED_DB_DIR: dataDir,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    JWT_SECRET: 'fuzz-secret-that-is-long-enough-for-hs256',
    // Generated requests are many; the limits would only turn them into (documented) 429s.
    FORM_RATE_LIMIT_MAX: '1000000',
    LOGIN_RATE_LIMIT_MAX: '1000000',
    LOGIN_ADDRESS_DAILY_MAX: '1000000',
    LOG_LEVEL: 'error',
  },
});
let status = 1;
try {
  const base = `http://127.0.0.1:${port}`;
  const login = await (
    await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) })
  ).json();
  const result = spawnSync(
    'schemathesis',
    [
      'run',
      `${base}/api/openapi.json`,
      '--url',
      base,
      '--header',
      `Authorization: Bearer ${login.token}`,
      '--checks',
      CHECKS.join(','),
      // Logging out, or signing out a session the list named (schemathesis follows a list's ids to
      // the calls that take one), would end the run's own session: every admin operation after it
      // would only meet 401s.
      '--exclude-name',
      'POST /api/auth/logout',
      '--exclude-name',
      'DELETE /api/auth/sessions/{id}',
      '--max-examples',
      String(EXAMPLES_PER_OPERATION),
      // One worker: schemathesis' coverage phase is not thread-safe on Python 3.11.
      '--workers',
      '1',
    ],
    { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
  );
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  const cases = /(\d+) generated, (\d+) passed/.exec(result.stdout);
  console.log(
    `\nAPI fuzzing: ${cases ? `${cases[1]} generated cases, ${cases[2]} passed` : 'no case count found'}; checks: ${CHECKS.join(', ')}`,
  );
  status = result.status ?? 1;
} finally {
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
