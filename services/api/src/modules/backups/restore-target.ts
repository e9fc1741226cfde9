import { mongo } from 'mongoose';
import type { Config } from '../../config/config';
import { startEmbeddedDb } from '../../db/embedded-db';
import { RestoreRefused } from './restore-checks';

/**
 * Runs `use` on the site's database, reached as the API reaches it: MONGODB_URI, or the embedded
 * FerretDB (started here unless EMBEDDED_DB_REUSE lets a running one be used).
 */
export async function withTargetDatabase<T>(config: Config, use: (db: mongo.Db) => Promise<T>): Promise<T> {
  const embedded = config.mongodbUri ? undefined : await startEmbeddedDb(config.embeddedDb);
  try {
    const client = await mongo.MongoClient.connect(config.mongodbUri ?? embedded!.uri, {
      appName: 'fns-restore',
      serverSelectionTimeoutMS: 15_000,
    });
    try {
      return await use(client.db(config.dbName));
    } finally {
      await client.close();
    }
  } finally {
    await embedded?.stop();
  }
}

/**
 * Refuses a database that holds any document (naming where), unless `replace`: then every
 * collection is dropped. Empty collections (an API that started on the empty database made them) may stay.
 */
export async function makeRoom(db: mongo.Db, replace: boolean): Promise<void> {
  const names = (await db.listCollections({}, { nameOnly: true }).toArray())
    .map(({ name }) => name)
    .filter((name) => !name.startsWith('system.'))
    .sort();
  if (replace) {
    for (const name of names) await db.collection(name).drop();
    return;
  }
  const holding: string[] = [];
  for (const name of names) if (await db.collection(name).findOne({}, { projection: { _id: 1 } })) holding.push(name);
  if (holding.length > 0) {
    throw new RestoreRefused(
      `The database "${db.databaseName}" is not empty (documents in ${holding.join(', ')}): ` +
        'restore into an empty database, or add --replace to drop every collection first.',
    );
  }
}
