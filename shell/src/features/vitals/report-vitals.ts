import type { Metric } from 'web-vitals';
import type { RuntimeConfig } from '../../config/runtime-config';

/** Where the shell's server takes a page's vitals (POST, a beacon), beside /remote-errors. */
export const VITALS_PATH = '/rum';

/**
 * For a sample of page views (`rumSampleRate`), measures the page's LCP, INP and CLS with the
 * web-vitals library and sends each, once final, to the shell's server with the token of the
 * versions the page was rendered with (which it counts for them) and the page it was first shown
 * as. Called once the page is interactive and the browser idle: the library is its own chunk,
 * fetched only then and only by sampled pages. A page without a token (development, a release
 * preview) measures nothing.
 */
export async function reportVitals(
  { reportToken, rumSampleRate }: Pick<RuntimeConfig, 'reportToken' | 'rumSampleRate'>,
  route: string,
  random = Math.random,
): Promise<void> {
  if (!reportToken || random() >= rumSampleRate || typeof navigator.sendBeacon !== 'function') return;
  // The library's own minified build (its per-measure modules come out larger together).
  const { onCLS, onINP, onLCP } = await import(/* webpackChunkName: "web-vitals" */ 'web-vitals');
  const send = ({ name, value }: Metric) =>
    navigator.sendBeacon(VITALS_PATH, JSON.stringify({ token: reportToken, metric: name, value, route }));
  onLCP(send);
  onINP(send);
  onCLS(send);
}
