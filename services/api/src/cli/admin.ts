import { loadConfig, type Config } from '../config/config';
import { openDatabase } from '../db/database';
import { emailField } from '../lib/validation';
import { setAdminEmail } from '../modules/auth/account.service';
import { AdminAccountError, createAdmin, generatePassword, normalizeUsername, resetAdminPassword } from '../modules/auth/auth.service';

const USAGE = `Usage:
  npm run admin -- create <username> [--password-stdin]
  npm run admin -- reset-password <username> [--password-stdin]
  npm run admin -- set-email <username> <email>
create refuses an existing admin; reset-password signs that admin out everywhere.
set-email sets where that admin's password-reset links go (one admin per address).
The password is read from standard input with --password-stdin, or from ADMIN_NEW_PASSWORD;
otherwise a strong one is generated and printed once. It must be 12+ characters, at most 72 bytes.
While the site runs on the embedded database, add EMBEDDED_DB_REUSE=true to use its database.`;

const PASSWORD_IN_ARGS = `--password is not accepted: a password on the command line shows in \`ps\` and in the shell's history.
Pipe it in with --password-stdin, or set ADMIN_NEW_PASSWORD.`;

const PASSWORD_COMMANDS = { create: createAdmin, 'reset-password': resetAdminPassword };

/** Creates an admin, resets an admin's password (never from the command line) or sets an admin's e-mail address. */
async function main(args: string[]): Promise<number> {
  const [command, username, ...rest] = args;
  const [address, ...extra] = rest;
  if (command === 'set-email' && username && address && extra.length === 0) return setEmail(username, address);
  if (rest.some((flag) => flag === '--password' || flag.startsWith('--password='))) {
    console.error(PASSWORD_IN_ARGS);
    return 2;
  }
  if (!(command === 'create' || command === 'reset-password') || !username || rest.some((flag) => flag !== '--password-stdin')) {
    console.error(USAGE);
    return 2;
  }
  const chosen = rest.length > 0 ? await readStdin() : process.env.ADMIN_NEW_PASSWORD || undefined;
  const password = chosen ?? generatePassword();
  if (!(await withDatabase((config) => PASSWORD_COMMANDS[command](config, username, password)))) return 1;
  const name = normalizeUsername(username);
  console.log(command === 'create' ? `Created admin "${name}".` : `Reset the password of admin "${name}".`);
  if (!chosen) console.log(`Password (shown once): ${password}`);
  return 0;
}

async function setEmail(username: string, address: string): Promise<number> {
  const email = emailField.safeParse(address);
  if (!email.success) {
    console.error(`"${address}" is not an e-mail address.`);
    return 1;
  }
  const name = normalizeUsername(username);
  if (!(await withDatabase(() => setAdminEmail({ username: name }, email.data)))) return 1;
  console.log(`Set the e-mail address of admin "${name}" to ${email.data}.`);
  return 0;
}

/** Runs `change` on the database; a refused change (an AdminAccountError) is told and answers false. */
async function withDatabase(change: (config: Config) => Promise<unknown>): Promise<boolean> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await change(config);
    return true;
  } catch (error) {
    if (!(error instanceof AdminAccountError)) throw error;
    console.error(error.message);
    return false;
  } finally {
    await database.close();
  }
}

async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin.setEncoding('utf8')) text += chunk;
  // `echo` and here-strings end with a newline that is not part of the password.
  return text.replace(/\r?\n$/, '');
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  },
);
