import type { Config } from '../config/config';
import { logger } from '../lib/logger';
import { startEmbeddedDb } from './embedded-db';
import { connectDatabase, disconnectDatabase } from './mongoose';

/**
 * Connects mongoose to MONGODB_URI, or to the embedded FerretDB (started here when it is not
 * already running). The returned close() disconnects and stops what this process started.
 */
export async function openDatabase(config: Config): Promise<{ close(): Promise<void> }> {
  let uri = config.mongodbUri;
  let stopEmbedded = (): Promise<void> => Promise.resolve();
  if (!uri) {
    const embedded = await startEmbeddedDb(config.embeddedDb);
    if (embedded.owned) logger.info(`Embedded database (FerretDB, SQLite files in ${config.embeddedDb.dataDir}) on ${embedded.uri}`);
    uri = embedded.uri;
    stopEmbedded = () => embedded.stop();
  }
  try {
    await connectDatabase(uri, config.dbName);
  } catch (error) {
    await stopEmbedded();
    throw error;
  }
  return {
    async close() {
      await disconnectDatabase();
      await stopEmbedded();
    },
  };
}
