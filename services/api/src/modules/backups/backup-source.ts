import { mongo } from 'mongoose';
import type { Config } from '../../config/config';
import { withEmbeddedSnapshot } from './database-snapshot';

/** How the archive's collections hang together. */
export type Consistency = 'embedded-snapshot' | 'snapshot-session' | 'per-collection';

export interface BackupSource {
  db: mongo.Db;
  /** A snapshot session every read goes through, when the server has them. */
  session: mongo.ClientSession | undefined;
  consistency: Consistency;
}

const CONNECT_OPTIONS = { appName: 'fns-backup', serverSelectionTimeoutMS: 15_000 };

/**
 * Runs `use` on the database to back up, seen at one moment where possible: the embedded database
 * through a copy of its files (database-snapshot.ts); MONGODB_URI through a snapshot session on a
 * replica set or sharded cluster (MongoDB 5.0+), plain reads elsewhere, with a warning.
 */
export async function withBackupSource<T>(
  config: Config,
  warn: (message: string) => void,
  use: (source: BackupSource) => Promise<T>,
): Promise<T> {
  const { mongodbUri } = config;
  if (!mongodbUri) {
    return withEmbeddedSnapshot(config.embeddedDb.dataDir, config.backupDir, (uri) =>
      withClient(uri, (client) => use({ db: client.db(config.dbName), session: undefined, consistency: 'embedded-snapshot' })),
    );
  }
  return withClient(mongodbUri, async (client) => {
    const db = client.db(config.dbName);
    const session = await snapshotSession(client, db, warn);
    try {
      return await use({ db, session, consistency: session ? 'snapshot-session' : 'per-collection' });
    } finally {
      await session?.endSession();
    }
  });
}

async function withClient<T>(uri: string, use: (client: mongo.MongoClient) => Promise<T>): Promise<T> {
  const client = await mongo.MongoClient.connect(uri, CONNECT_OPTIONS);
  try {
    return await use(client);
  } finally {
    await client.close();
  }
}

/**
 * A snapshot session, its moment fixed by a first read, or undefined (said in a warning) where the
 * server has none: a standalone refuses them, and FerretDB accepts them but reads the present.
 */
async function snapshotSession(client: mongo.MongoClient, db: mongo.Db, warn: (message: string) => void) {
  const hello = await db.admin().command({ hello: 1 });
  if (!hello.setName && hello.msg !== 'isdbgrid') {
    warn(perCollectionOnly('the server is not a replica set or sharded cluster (a standalone or FerretDB has no snapshot reads)'));
    return undefined;
  }
  const session = client.startSession({ snapshot: true });
  try {
    const [first] = await db.listCollections({ type: 'collection' }, { nameOnly: true }).toArray();
    if (first) await db.collection(first.name).findOne({}, { session, projection: { _id: 1 } });
    return session;
  } catch (error) {
    await session.endSession();
    warn(perCollectionOnly(`the server refused a snapshot read (${(error as Error).message}); MongoDB 5.0 or later has them`));
    return undefined;
  }
}

const perCollectionOnly = (why: string) =>
  `Warning: ${why}. The archive is consistent per collection only: collections are read one after another, ` +
  'so a change made meanwhile may be in one and not in another. Back up while nothing writes for one moment across collections.';
