import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { serviceUnavailable } from '../api-error';
import { sendCsv, type RowCursor } from '../csv-download';
import { errorHandler } from '../../middleware/error-handler';
import { setLogLevel } from '../logger';

/** A cursor over n rows that fails instead of giving row `failAt` (when set). */
function fakeCursor(count: number, failAt?: number) {
  let next = 0;
  const cursor: RowCursor<number> & { closed: boolean } = {
    closed: false,
    next: () => {
      if (next === failAt) return Promise.reject(serviceUnavailable('The database went away.'));
      return Promise.resolve(next < count ? next++ : null);
    },
    close: () => {
      cursor.closed = true;
      return Promise.resolve();
    },
  };
  return cursor;
}

/** Serves one CSV download from the cursor and fetches it; `complete` is false when the body broke off. */
async function download(cursor: RowCursor<number>) {
  const app = express();
  app.get('/rows.csv', (_req, res) => sendCsv(res, 'rows.csv', [{ header: 'Row', cell: (row: number) => `row ${row}` }], cursor));
  app.use(errorHandler);
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    return await new Promise<{ status: number; body: string; complete: boolean }>((resolve, reject) => {
      http
        .get(`http://127.0.0.1:${(server.address() as AddressInfo).port}/rows.csv`, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, body, complete: res.complete }));
          res.on('error', () => resolve({ status: res.statusCode!, body, complete: false }));
        })
        .on('error', reject);
    });
  } finally {
    server.close();
  }
}

beforeAll(() => setLogLevel('silent'));

describe('sendCsv', () => {
  it('sends every row after the header, then closes the cursor', async () => {
    const cursor = fakeCursor(20_000);
    const { status, body, complete } = await download(cursor);
    expect([status, complete]).toEqual([200, true]);
    const lines = body.split('\r\n');
    expect(lines).toHaveLength(20_002);
    expect([lines[0], lines[1], lines[20_000], lines[20_001]]).toEqual(['"Row"', '"row 0"', '"row 19999"', '']);
    expect(cursor.closed).toBe(true);
  });

  it('answers { message } when the query fails before the first row', async () => {
    const cursor = fakeCursor(10, 0);
    const { status, body } = await download(cursor);
    expect([status, JSON.parse(body)]).toEqual([503, { message: 'The database went away.' }]);
    expect(cursor.closed).toBe(true);
  });

  it('breaks the download off when the cursor fails mid-stream, never ending it as if complete', async () => {
    const cursor = fakeCursor(50_000, 30_000);
    const { status, body, complete } = await download(cursor);
    expect([status, complete]).toEqual([200, false]);
    expect(body.startsWith('"Row"\r\n"row 0"\r\n')).toBe(true);
    expect(body).not.toContain('row 30000');
    expect(cursor.closed).toBe(true);
  });
});
