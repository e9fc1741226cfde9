const running = new Map<string, Promise<unknown>>();

/**
 * Runs the changes to one record one at a time in this process: the embedded FerretDB loses
 * concurrent updates of a record ($inc included) and matches a conditional update's filter before
 * it writes, without a lock, so two of them can both match; MongoDB does neither.
 */
export function oneAtATime<T>(key: string, change: () => Promise<T>): Promise<T> {
  const result = (running.get(key) ?? Promise.resolve()).then(change);
  const settled = result.then(
    () => undefined,
    () => undefined,
  );
  running.set(key, settled);
  void settled.then(() => running.get(key) === settled && running.delete(key));
  return result;
}
