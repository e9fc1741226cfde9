import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { csvRecord } from './csv';

export interface CsvColumn<Row> {
  header: string;
  cell(row: Row): string;
}

/** Where the rows come from: a mongoose query cursor, read one document at a time. */
export interface RowCursor<Row> {
  next(): Promise<Row | null>;
  close(): Promise<unknown>;
}

/** Records are sent in chunks of about this many characters rather than one write each. */
const CHUNK_CHARS = 64 * 1024;

/**
 * Sends every row of a cursor as a CSV download. The next rows are read only when the response
 * has taken the previous ones (backpressure), so memory stays flat however long the list is; the
 * compression middleware keeps that (its gzip stream passes backpressure on).
 * Headers wait for the first row, so a query that fails at once still gets a `{ message }` answer;
 * a failure after that destroys the response, and the client sees a broken download rather than a
 * short file that looks complete.
 */
export async function sendCsv<Row>(
  res: Response,
  fileName: string,
  columns: readonly CsvColumn<Row>[],
  rows: RowCursor<Row>,
): Promise<void> {
  try {
    const first = await rows.next();
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    });
    await pipeline(csvChunks(columns, first, rows), res);
  } catch (error) {
    // The client cancelled the download: nobody is left to answer, and nothing went wrong here.
    if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
    throw error;
  } finally {
    await rows.close();
  }
}

async function* csvChunks<Row>(columns: readonly CsvColumn<Row>[], first: Row | null, rows: RowCursor<Row>): AsyncGenerator<string> {
  const recordOf = (row: Row) => csvRecord(columns.map((column) => column.cell(row)));
  let chunk = csvRecord(columns.map((column) => column.header));
  for (let row = first; row !== null; row = await rows.next()) {
    chunk += recordOf(row);
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk !== '') yield chunk;
}
