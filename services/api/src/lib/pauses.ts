/** The worker's waits: each ends after its time, on wake() (mail queued), or on stop(). */
export class Pauses {
  stopped = false;
  private waiting = new Set<() => void>();

  /** Waits up to `ms`; false once stopped. */
  pause(ms: number): Promise<boolean> {
    if (this.stopped) return Promise.resolve(false);
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiting.delete(done);
        resolve(!this.stopped);
      };
      const timer = setTimeout(done, Math.max(0, ms));
      this.waiting.add(done);
    });
  }

  wake(): void {
    for (const done of [...this.waiting]) done();
  }

  stop(): void {
    this.stopped = true;
    this.wake();
  }
}
