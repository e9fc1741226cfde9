import { Writable } from 'node:stream';
import { createLogger } from '@fns/server-kit';

/** A logger whose JSON lines the test reads. */
export function capturedLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { log: createLogger({ name: 'api', destination }), lines };
}
