/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { metricsRegistry } from '@fns/server-kit';
import { cspReports, violationsIn } from '../csp-reports';
import { logger } from '../logger';

const KNOWN = ['script-src-elem', 'style-src-attr', 'img-src', 'connect-src', 'frame-ancestors', 'trusted-types'];

/** A report server as the site runs it behind its proxy: the reporter's address is X-Forwarded-For's. */
function reportServer(options?: { windowMs: number }) {
  const server = express().set('trust proxy', true).use(cspReports(options)).listen(0, '127.0.0.1');
  beforeAll(() => new Promise((resolve) => (server.listening ? resolve(undefined) : server.once('listening', resolve))));
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  const origin = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  /** One report from `address`, of one violation per directive given (as Chromium batches them). */
  return (address: string, ...directives: string[]) =>
    fetch(`${origin()}/csp-reports`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/reports+json', 'X-Forwarded-For': address },
      body: JSON.stringify(
        directives.map((effectiveDirective) => ({
          type: 'csp-violation',
          body: { documentURL: 'https://foundersneversolo.com/blog?t=1', blockedURL: 'inline', effectiveDirective },
        })),
      ),
    }).then((res) => res.status);
}

/** shell_csp_violations_total by its directive label, as /metrics would tell it. */
async function counted(): Promise<Record<string, number>> {
  const metric = await metricsRegistry.getSingleMetric('shell_csp_violations_total')!.get();
  return Object.fromEntries(metric.values.map(({ labels, value }) => [String(labels.directive), value]));
}

const total = async () => Object.values(await counted()).reduce((sum, value) => sum + value, 0);
const randomName = () => `${Math.random().toString(36).slice(2)}-src`;
const ipv4 = (index: number) => `10.0.${index >> 8}.${index & 255}`;

let warn: jest.SpiedFunction<typeof logger.warn>;
beforeEach(() => {
  metricsRegistry.resetMetrics();
  warn = jest.spyOn(logger, 'warn');
});
afterEach(() => jest.restoreAllMocks());
const loggedDirectives = () => warn.mock.calls.map(([fields]) => (fields as { csp?: { directive: string } }).csp?.directive);

describe('a flood of CSP reports with random directives', () => {
  const report = reportServer();

  it('keeps the metrics bounded: known directive names, anything else "other"; one log line per label', async () => {
    const directives = Array.from({ length: 1_000 }, (_, index) => {
      if (index % 10 === 0) return KNOWN[index % KNOWN.length]!;
      if (index % 10 === 1) return `${KNOWN[index % KNOWN.length]!.toUpperCase()} 'self'`; // CSP 2: the name and its value
      return index % 2 ? randomName() : `${randomName()}\n{"level":"error"} ${'x'.repeat(index)}`;
    });
    for (let start = 0; start < directives.length; start += 100) {
      const batch = directives.slice(start, start + 100).map((directive, offset) => report(ipv4(start + offset), directive));
      expect(new Set(await Promise.all(batch))).toEqual(new Set([204]));
    }
    const byDirective = await counted();
    expect(Object.keys(byDirective).sort()).toEqual([...KNOWN, 'other'].sort());
    expect(byDirective.other).toBe(800);
    expect(await total()).toBe(1_000);
    expect(loggedDirectives().sort()).toEqual([...KNOWN, 'other'].sort());
  });
});

describe('the per-address limit', () => {
  // An hour: the sliding window does not move on (and let one more through) while the test runs.
  const report = reportServer({ windowMs: 3_600_000 });

  it('counts at most 60 violations a window from one address (an IPv6 /64 as one), answering 204 all the same', async () => {
    for (let sent = 0; sent < 70; sent += 1) expect(await report('198.51.100.7', 'script-src-elem')).toBe(204);
    expect(await total()).toBe(60);
    expect(await report('198.51.100.8', 'script-src-elem')).toBe(204);
    expect(await total()).toBe(61);
    for (let sent = 0; sent < 70; sent += 1) expect(await report(`2001:db8:1:2::${sent.toString(16)}`, 'img-src')).toBe(204);
    expect(await counted()).toEqual({ 'script-src-elem': 61, 'img-src': 60 });
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('one log line per burst', () => {
  const report = reportServer({ windowMs: 200 });

  it("logs a directive's first violation of a window, and at its end how many more there were", async () => {
    // One report of seven, so all are in one window however slow this machine is.
    await report('10.1.0.1', 'script-src-elem', 'script-src-elem', 'img-src', 'made-up', 'script-src-elem', 'img-src', 'other-made-up');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const line = (directive: string) => [{ csp: { page: '/blog', blocked: 'inline', directive } }, 'content security policy violation'];
    expect(warn.mock.calls).toEqual([
      line('script-src-elem'),
      line('img-src'),
      line('other'),
      [{ cspNotLogged: { 'script-src-elem': 2, 'img-src': 1, other: 1 } }, 'more content security policy violations'],
    ]);
    // A new window: its first violation is logged again.
    await report('10.1.0.2', 'script-src-elem');
    expect(warn.mock.calls.slice(4)).toEqual([line('script-src-elem')]);
  });
});

it("reads a CSP 2 browser's violated directive with its value by its name", () => {
  const legacy = (directive: string) => violationsIn({ 'csp-report': { 'violated-directive': directive } })?.[0]?.directive;
  expect([legacy("script-src 'self' https:"), legacy('IMG-SRC'), legacy('script-src-everything'), legacy('')]).toEqual([
    'script-src',
    'img-src',
    'other',
    'other',
  ]);
});
