/**
 * Runs at most `running` tasks at once, with at most `waiting` more queued in arrival order; a
 * task beyond both is refused at once with `refuse()`, so a burst cannot grow the queue unbounded.
 */
export function boundedConcurrency({ running, waiting }: { running: number; waiting: number }) {
  let active = 0;
  const queue: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>, refuse: () => Error): Promise<T> {
      if (active < running) active++;
      else if (queue.length < waiting) await new Promise<void>((resolve) => queue.push(resolve));
      else throw refuse();
      try {
        return await task();
      } finally {
        // A finished task hands its place straight to the first in the queue.
        const next = queue.shift();
        if (next) next();
        else active--;
      }
    },
  };
}
