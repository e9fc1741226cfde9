import { metricsRegistry } from '@fns/server-kit';
import { Counter, Histogram } from 'prom-client';

/** The shell server's own metrics, beside the HTTP and Node ones every server of the product reports. */
export const renderDuration = new Histogram({
  name: 'shell_render_duration_seconds',
  help: 'Time to render a page on the server, from the request to its last byte.',
  registers: [metricsRegistry],
});
export const renderCacheHits = new Counter({
  name: 'shell_render_cache_hits_total',
  help: 'Pages answered from the render cache.',
  registers: [metricsRegistry],
});
export const renderCacheMisses = new Counter({
  name: 'shell_render_cache_misses_total',
  help: 'Pages rendered because the render cache did not hold them.',
  registers: [metricsRegistry],
});
export const remoteLoadFailures = new Counter({
  name: 'shell_remote_load_failures_total',
  help: 'A remote that could not be loaded: its manifest could not be fetched (source=manifest), or a render worker could not load it (source=render).',
  labelNames: ['source'],
  registers: [metricsRegistry],
});
export const cspViolations = new Counter({
  name: 'shell_csp_violations_total',
  help: 'Content-Security-Policy violations browsers reported, by directive (a CSP Level 3 directive name, or "other"); past the per-address limit, not counted.',
  labelNames: ['directive'],
  registers: [metricsRegistry],
});
