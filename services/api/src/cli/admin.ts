import { loadConfig } from '../config/config';
import { openDatabase } from '../db/database';
import { setAdminPassword } from '../modules/auth/auth.service';

const USAGE = `Usage:
  npm run admin -- create <username> [--password <password>]
  npm run admin -- reset-password <username> [--password <password>]
Without --password a strong password is generated and printed once.`;

/** Creates an admin or resets an admin's password (which signs out that admin's sessions). */
async function main(args: string[]): Promise<number> {
  const [command, username, flag, password] = args;
  if ((command !== 'create' && command !== 'reset-password') || !username || (flag && flag !== '--password') || (flag && !password)) {
    console.error(USAGE);
    return 2;
  }
  if (password !== undefined && password.length < 8) {
    console.error('The password must be at least 8 characters.');
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const result = await setAdminPassword(config, username, password);
    const verb = result.created ? 'Created admin' : 'Reset the password of admin';
    console.log(`${verb} "${username.trim().toLowerCase()}".`);
    if (!password) console.log(`Password (shown once): ${result.password}`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  },
);
