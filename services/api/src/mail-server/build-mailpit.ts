import { ensureMailpitBuilt } from './mailpit-build';

/** Builds the embedded mail server ahead of its first start (npm start and npm test run this when SMTP_URL is unset). */
try {
  ensureMailpitBuilt();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
