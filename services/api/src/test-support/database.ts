import mongoose from 'mongoose';
import { connectDatabase, disconnectDatabase } from '../db/mongoose';

/** Each Jest worker gets its own database; every collection is emptied before each test. */
beforeAll(async () => {
  const uri = process.env.TEST_MONGODB_URI;
  if (!uri) throw new Error('TEST_MONGODB_URI is not set: the Jest global setup did not start the database.');
  await connectDatabase(uri, `fns_test_${process.env.JEST_WORKER_ID ?? '0'}`);
});

beforeEach(async () => {
  const collections = await mongoose.connection.db!.collections();
  await Promise.all(collections.map((collection) => collection.deleteMany({})));
});

afterAll(async () => {
  await disconnectDatabase();
});
