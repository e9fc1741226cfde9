import mongoose from 'mongoose';
import request from 'supertest';
import { connectDatabase } from '../../../db/mongoose';
import { DATABASE_UNAVAILABLE } from '../../../middleware/error-handler';
import { testApp } from '../../../test-support/test-app';
import { SHUTTING_DOWN } from '../health.routes';
import { markDraining } from '../readiness';

describe('health', () => {
  const { app } = testApp();

  it('keeps the answer of GET /api/health; live and ready answer ok, never cached', async () => {
    expect((await request(app).get('/api/health')).body).toEqual({ status: 'ok', database: 'up' });
    for (const probe of ['/api/health/live', '/api/health/ready']) {
      const res = await request(app).get(probe);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('stays live without the database, but not ready', async () => {
    const dbName = mongoose.connection.name;
    await mongoose.disconnect();
    try {
      expect((await request(app).get('/api/health/live')).status).toBe(200);
      const ready = await request(app).get('/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ message: DATABASE_UNAVAILABLE });
    } finally {
      await connectDatabase(process.env.TEST_MONGODB_URI!, dbName);
    }
    expect((await request(app).get('/api/health/ready')).status).toBe(200);
  });

  // Last: once a process drains it never takes work again.
  it('is not ready once the process drains, while still live', async () => {
    markDraining();
    const ready = await request(app).get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ message: SHUTTING_DOWN });
    expect((await request(app).get('/api/health/live')).status).toBe(200);
  });
});
