import { loadConfig } from '../config/config';
import { openDatabase } from '../db/database';
import { AdminAccountError, createAdmin, generatePassword, normalizeUsername, resetAdminPassword } from '../modules/auth/auth.service';

const USAGE = `Usage:
  npm run admin -- create <username> [--password-stdin]
  npm run admin -- reset-password <username> [--password-stdin]
create refuses an existing admin; reset-password signs that admin out everywhere.
The password is read from standard input with --password-stdin, or from ADMIN_NEW_PASSWORD;
otherwise a strong one is generated and printed once. It must be 12+ characters, at most 72 bytes.
While the site runs on the embedded database, add EMBEDDED_DB_REUSE=true to use its database.`;

const PASSWORD_IN_ARGS = `--password is not accepted: a password on the command line shows in \`ps\` and in the shell's history.
Pipe it in with --password-stdin, or set ADMIN_NEW_PASSWORD.`;

const COMMANDS = { create: createAdmin, 'reset-password': resetAdminPassword };

/** Creates an admin or resets an admin's password; the password never comes from the command line. */
async function main(args: string[]): Promise<number> {
  const [command, username, ...flags] = args;
  if (flags.some((flag) => flag === '--password' || flag.startsWith('--password='))) {
    console.error(PASSWORD_IN_ARGS);
    return 2;
  }
  if (!(command === 'create' || command === 'reset-password') || !username || flags.some((flag) => flag !== '--password-stdin')) {
    console.error(USAGE);
    return 2;
  }
  const chosen = flags.length > 0 ? await readStdin() : process.env.ADMIN_NEW_PASSWORD || undefined;
  const password = chosen ?? generatePassword();
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await COMMANDS[command](config, username, password);
  } catch (error) {
    if (!(error instanceof AdminAccountError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await database.close();
  }
  const name = normalizeUsername(username);
  console.log(command === 'create' ? `Created admin "${name}".` : `Reset the password of admin "${name}".`);
  if (!chosen) console.log(`Password (shown once): ${password}`);
  return 0;
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
