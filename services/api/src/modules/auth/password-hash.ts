import { hash, verify } from '@node-rs/bcrypt';
import { serviceUnavailable } from '../../lib/api-error';
import { boundedConcurrency } from './bounded-concurrency';

export const TOO_MANY_SIGN_INS = 'Too many sign-ins at once. Please try again in a moment.';

// The native binding hashes on libuv's pool of 4 threads, ~200 ms a check at cost 12: 2 at once leave the
// other 2 to file, DNS and zlib work (4 stalled a file read 0.7 s); 30 waiting are served within ~3 s.
export const PASSWORD_CHECKS = { running: 2, waiting: 30 };
const checks = boundedConcurrency(PASSWORD_CHECKS);

/** bcrypt off the event loop; hashes made by bcryptjs ($2a$, $2b$) verify unchanged. */
export const hashPassword = (password: string, rounds: number): Promise<string> => hash(password, { cost: rounds });

/** Whether `password` matches `passwordHash`; beyond the bound above, a 503 instead of a longer queue. */
export const passwordMatches = (password: string, passwordHash: string): Promise<boolean> =>
  checks.run(
    () => verify(password, passwordHash),
    () => serviceUnavailable(TOO_MANY_SIGN_INS),
  );
