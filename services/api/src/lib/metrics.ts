import { metricsRegistry } from '@fns/server-kit';
import type { mongo } from 'mongoose';
import { Counter, Gauge } from 'prom-client';

/** The API's own metrics, beside the HTTP and Node ones every server of the product reports. */
export const rateLimitRefusals = new Counter({
  name: 'api_rate_limit_refusals_total',
  help: 'Requests refused with a 429 by a form limit or the login protection.',
  registers: [metricsRegistry],
});
export const databaseErrors = new Counter({
  name: 'api_database_errors_total',
  help: 'Requests answered 503 because the database could not be reached.',
  registers: [metricsRegistry],
});
export const backupRuns = new Counter({
  name: 'api_backups_total',
  help: 'Scheduled backups run by this instance, by outcome (done, failed).',
  labelNames: ['outcome'],
  registers: [metricsRegistry],
});
export const lastBackup = new Gauge({
  name: 'api_backup_last_success_timestamp_seconds',
  help: 'When the last scheduled backup this instance ran was written (Unix time): alert when it is older than the schedule.',
  registers: [metricsRegistry],
});
const poolConnections = new Gauge({
  name: 'api_database_pool_connections',
  help: "The database driver's pooled connections: open, and checked out by a query (in_use).",
  labelNames: ['state'],
  registers: [metricsRegistry],
});

/** Follows `client`'s connection pool through the driver's pool events. */
export function countPoolConnections(client: mongo.MongoClient): void {
  for (const state of ['open', 'in_use']) poolConnections.set({ state }, 0);
  client.on('connectionCreated', () => poolConnections.inc({ state: 'open' }));
  client.on('connectionClosed', () => poolConnections.dec({ state: 'open' }));
  client.on('connectionCheckedOut', () => poolConnections.inc({ state: 'in_use' }));
  client.on('connectionCheckedIn', () => poolConnections.dec({ state: 'in_use' }));
}
