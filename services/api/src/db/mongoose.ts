import mongoose from 'mongoose';
import { countPoolConnections } from '../lib/metrics';
import { migrateDatabase } from './migrations';

// Defence in depth behind input validation: `{ "$gt": "" }` in a filter value is matched literally.
mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', true);
// Fail fast instead of queueing queries while the database is away; the error handler answers 503.
mongoose.set('bufferCommands', false);
// Without buffering, models must not touch the database when they are compiled; connectDatabase does.
mongoose.set('autoCreate', false);
mongoose.set('autoIndex', false);

/** How long a query waits for an unreachable database before the API answers 503. */
const SERVER_SELECTION_TIMEOUT_MS = 3_000;

export async function connectDatabase(uri: string, dbName: string): Promise<void> {
  const connecting = mongoose.connect(uri, { dbName, serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS });
  // The client exists as soon as connect() is called: its pool is counted from its first connection.
  countPoolConnections(mongoose.connection.getClient());
  await connecting;
  await migrateDatabase();
  // Unique indexes must exist before the first write relies on them.
  await Promise.all(Object.values(mongoose.models).map((model) => model.createIndexes()));
}

export function disconnectDatabase(): Promise<void> {
  return mongoose.disconnect();
}

export async function pingDatabase(): Promise<boolean> {
  const db = mongoose.connection.db;
  if (mongoose.connection.readyState !== mongoose.ConnectionStates.connected || !db) return false;
  try {
    await db.admin().ping({ timeoutMS: SERVER_SELECTION_TIMEOUT_MS });
    return true;
  } catch {
    return false;
  }
}
