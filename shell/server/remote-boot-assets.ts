import { setTimeout as sleep } from 'node:timers/promises';
import { BOOT_ASSETS_FILE, type BootAssets, parseBootAssets } from '../../scripts/server/boot-assets';

export interface RemoteBootAssetsOptions {
  /** How long a fetched list is used before it is fetched again (in the background). */
  maxAgeMs?: number;
  /** After a failed fetch, when to try again. */
  retryMs?: number;
  /** How long a page waits for a list it has never had; after that it goes out without it. */
  firstWaitMs?: number;
  fetchTimeoutMs?: number;
  /** Where a failed fetch is reported. */
  warn?: (message: string) => void;
}

interface Slot {
  assets?: BootAssets;
  nextFetchAt: number;
  fetching?: Promise<void>;
}

async function fetchBootAssets(url: URL, timeoutMs: number): Promise<BootAssets> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  const assets = parseBootAssets(await response.json());
  if (!assets) throw new Error(`${url.href} is not a boot asset list`);
  return assets;
}

/**
 * Each remote's `boot-assets.json`, fetched from beside its remote entry and kept for a short
 * while, so a redeployed remote's new file names are picked up within `maxAgeMs`. A page never
 * waits on a remote that is down or slow for longer than `firstWaitMs`: it just preloads less.
 */
export function remoteBootAssets({
  maxAgeMs = 60_000,
  retryMs = 5_000,
  firstWaitMs = 300,
  fetchTimeoutMs = 2_000,
  warn = (message) => console.warn(`[shell] ${message}`),
}: RemoteBootAssetsOptions = {}) {
  const slots = new Map<string, Slot>();

  function refresh(slot: Slot, url: URL): Promise<void> {
    return fetchBootAssets(url, fetchTimeoutMs).then(
      (assets) => {
        slot.assets = assets;
        slot.nextFetchAt = Date.now() + maxAgeMs;
      },
      (error: Error) => {
        warn(`no boot assets: ${error.message}`);
        slot.nextFetchAt = Date.now() + retryMs;
      },
    );
  }

  return async function bootAssetsOf(remoteEntry: string): Promise<BootAssets | undefined> {
    // Only an absolute entry can be fetched from here; a same-origin remote loads as before.
    if (!/^https?:\/\//.test(remoteEntry)) return undefined;
    let slot = slots.get(remoteEntry);
    if (!slot) slots.set(remoteEntry, (slot = { nextFetchAt: 0 }));
    if (!slot.fetching && Date.now() >= slot.nextFetchAt) {
      const current = slot;
      current.fetching = refresh(current, new URL(BOOT_ASSETS_FILE, remoteEntry)).finally(() => (current.fetching = undefined));
    }
    if (!slot.assets && slot.fetching) await Promise.race([slot.fetching, sleep(firstWaitMs, undefined, { ref: false })]);
    return slot.assets;
  };
}

export type BootAssetsOf = ReturnType<typeof remoteBootAssets>;
