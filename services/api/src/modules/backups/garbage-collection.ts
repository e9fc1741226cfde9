/** How much may pass between two collections: a few batches. */
const EVERY_BYTES = 4 * 1024 * 1024;

/**
 * Answers a function to call with each amount of bytes streamed, which collects garbage after
 * every few megabytes where the process allows it (`node --expose-gc`, as `npm run backup` and
 * `npm run restore` run): V8 frees dead Buffers only once some 64 MB of them have piled up, which
 * would be most of these commands' memory, and a stream of any size makes that much. A server
 * (without --expose-gc) is left to its own collector, whose pauses matter more there.
 */
export function garbageCollector(): (bytes: number) => void {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) return () => undefined;
  let since = 0;
  return (bytes) => {
    since += bytes;
    if (since < EVERY_BYTES) return;
    since = 0;
    collect();
  };
}
