import { metricsRegistry } from '@fns/server-kit';
import { Counter } from 'prom-client';

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
