import { ensureLauncherBuilt } from '../db/embedded-db';

/** Builds the embedded database launcher ahead of the first start (npm start runs this when MONGODB_URI is unset). */
try {
  ensureLauncherBuilt();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
