import { lookup } from 'node:dns/promises';
import net from 'node:net';
import { z } from 'zod';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** A URL host name (as `URL.hostname` writes it) that names this machine. */
export const isLoopbackHost = (hostname: string) => LOOPBACK_HOSTS.has(hostname);

/**
 * Where releases may come from (RELEASE_ORIGINS): the origins the teams publish to, and whether
 * any loopback origin is (development's default, where every remote runs on this machine).
 */
export interface ReleaseOrigins {
  origins: ReadonlySet<string>;
  anyLoopback: boolean;
  /** RELEASE_PRIVATE_ADDRESSES: a listed host name may resolve to a private or link-local address (an internal network). */
  privateAddresses: boolean;
}

/**
 * RELEASE_ORIGINS as a zod schema: comma-separated origins (`https://cdn.example.com`). Unset
 * (undefined): any loopback origin outside production, none in production (releaseOrigins).
 */
export const releaseOriginsVariable = z
  .string()
  .optional()
  .transform((value, ctx): ReadonlySet<string> | undefined => {
    if (value === undefined) return undefined;
    const origins = new Set<string>();
    for (const entry of value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const url = URL.canParse(entry) ? new URL(entry) : undefined;
      if (url && /^https?:$/.test(url.protocol) && url.origin === entry.replace(/\/$/, '')) origins.add(url.origin);
      else
        ctx.addIssue({ code: 'custom', message: `"${entry}" is not an origin (scheme, host and port only, e.g. https://cdn.example.com)` });
    }
    return origins;
  });

/** The listed origins a production server refuses: plain http, except on loopback (a production build tried on one machine). */
export const insecureReleaseOrigins = (listed: ReadonlySet<string> | undefined) =>
  [...(listed ?? [])].filter((origin) => !origin.startsWith('https:') && !isLoopbackHost(new URL(origin).hostname));

/** The policy from the parsed variables. */
export const releaseOrigins = (listed: ReadonlySet<string> | undefined, production: boolean, privateAddresses = false): ReleaseOrigins => ({
  origins: listed ?? new Set(),
  anyLoopback: listed === undefined && !production,
  privateAddresses,
});

/** Why `url` may not hold a release, or undefined when it may. */
export function releaseUrlProblem(url: string, policy: ReleaseOrigins): string | undefined {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (!parsed || !/^https?:$/.test(parsed.protocol)) return `${url} is not an http or https URL`;
  if (policy.origins.has(parsed.origin) || (policy.anyLoopback && isLoopbackHost(parsed.hostname))) return undefined;
  if (policy.origins.size === 0 && !policy.anyLoopback) return 'no origin may hold releases here (RELEASE_ORIGINS is not set)';
  return `${parsed.origin} is not one of the release origins (RELEASE_ORIGINS)`;
}

/** Addresses no public release host has: loopback, private, link-local, shared (CGNAT), unspecified, multicast. */
const internal = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 4],
] as const) {
  internal.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  internal.addSubnet(address, prefix, 'ipv6');
}

const isInternal = (address: string) => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  return mapped ? internal.check(mapped, 'ipv4') : internal.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4');
};

/**
 * Refuses a release host that resolves to an internal address (a listed name pointed at the
 * cloud's metadata service, say), unless it is a loopback host listed as such (one machine) or
 * RELEASE_PRIVATE_ADDRESSES allows it.
 */
export async function requirePublicAddress(url: string, policy: ReleaseOrigins): Promise<void> {
  const { hostname } = new URL(url);
  if (policy.privateAddresses || isLoopbackHost(hostname)) return;
  const addresses = await lookup(hostname.replace(/^\[|\]$/g, ''), { all: true });
  const found = addresses.find(({ address }) => isInternal(address));
  if (found)
    throw new Error(`${hostname} resolves to ${found.address}, an internal address (set RELEASE_PRIVATE_ADDRESSES=true to allow one)`);
}

export interface ReleaseFetchOptions {
  maxBytes: number;
  timeoutMs: number;
}

/**
 * The bytes of one file of a release: only from an allowed origin and a public address, no
 * redirect followed (it could leave the origin), at most `maxBytes`, within `timeoutMs`.
 */
export async function fetchReleaseFile(url: string, policy: ReleaseOrigins, { maxBytes, timeoutMs }: ReleaseFetchOptions): Promise<Buffer> {
  const problem = releaseUrlProblem(url, policy);
  if (problem) throw new Error(problem);
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    await requirePublicAddress(url, policy);
    const response = await fetch(url, { signal, redirect: 'error' });
    if (!response.ok) throw new Error(`it answered ${response.status}`);
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > maxBytes) throw new Error(`it is larger than ${Math.round(maxBytes / 1024)} KB`);
    const reader = (response.body as ReadableStream<Uint8Array> | null)?.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader!.read()) {
      size += chunk.value.byteLength;
      if (size > maxBytes) {
        await reader!.cancel();
        throw new Error(`it is larger than ${Math.round(maxBytes / 1024)} KB`);
      }
      chunks.push(chunk.value);
    }
    return Buffer.concat(chunks);
  } catch (error) {
    if (signal.aborted) throw new Error(`no answer within ${timeoutMs / 1000} s`);
    throw error;
  }
}
