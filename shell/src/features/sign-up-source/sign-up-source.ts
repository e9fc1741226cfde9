import type { RemoteName } from '@fns/contracts/remotes';
import { routeOfPath } from '../../lib/route-of-path';
import { keepTabValue, readTabValue } from '../../lib/tab-storage';

/**
 * Where a sign-up comes from, for the dashboard's figures: the site that referred the visitor and
 * the utm_* parameters of the address they landed on (kept for the tab from its first page, so that
 * the visitor may look around before signing up), and the version of the remote that rendered the
 * page the form is sent from. The service drops any part of another shape.
 */
export const ARRIVAL_STORAGE_KEY = 'sign-up-arrival';
const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
const UTM_MAX = 100;

interface Arrival {
  host?: string;
  utm?: Partial<Record<(typeof UTM_KEYS)[number], string>>;
}

export interface SignUpSource extends Arrival {
  versions?: Partial<Record<RemoteName, string>>;
}

let pageVersions: Partial<Record<RemoteName, string>> = {};

/** The remote versions the page was rendered with (the runtime config's), set once at start. */
export function setPageVersions(versions: Partial<Record<RemoteName, string>>): void {
  pageVersions = versions;
}

/** Keeps where the tab's first page was reached from (in the browser, once at start); later pages keep it. */
export function rememberArrival(location: Pick<Location, 'search' | 'hostname'> = window.location, referrer = document.referrer): void {
  if (readTabValue(ARRIVAL_STORAGE_KEY) !== null) return;
  const params = new URLSearchParams(location.search);
  const utm: Arrival['utm'] = Object.fromEntries(
    UTM_KEYS.map((key) => [key, params.get(`utm_${key}`)?.slice(0, UTM_MAX)] as const).filter(([, value]) => value),
  );
  const host = URL.canParse(referrer) ? new URL(referrer).hostname : '';
  const arrival: Arrival = { ...(host && host !== location.hostname && { host }), ...(Object.keys(utm).length > 0 && { utm }) };
  keepTabValue(ARRIVAL_STORAGE_KEY, JSON.stringify(arrival));
}

/** What a sign-up form sends as `source` from the page at `pathname`. */
export function signUpSource(pathname: string | undefined = globalThis.location?.pathname): SignUpSource {
  const remote = pathname === undefined ? undefined : routeOfPath(pathname)?.remote;
  const version = remote && pageVersions[remote];
  return { ...storedArrival(), ...(version && { versions: { [remote]: version } }) };
}

function storedArrival(): Arrival {
  try {
    const arrival: unknown = JSON.parse(readTabValue(ARRIVAL_STORAGE_KEY) ?? '{}');
    return typeof arrival === 'object' && arrival !== null ? arrival : {};
  } catch {
    return {};
  }
}
