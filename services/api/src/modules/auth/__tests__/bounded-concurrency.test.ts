import { boundedConcurrency } from '../bounded-concurrency';

/** A task that runs until the test lets it finish. */
function heldTask() {
  let finish = () => {};
  const started = jest.fn();
  const task = () => {
    started();
    return new Promise<void>((resolve) => (finish = resolve));
  };
  return { task, started, finish: () => finish() };
}

describe('boundedConcurrency', () => {
  const refuse = () => new Error('busy');

  it('runs `running` tasks at once, queues `waiting` more in arrival order and refuses the rest at once', async () => {
    const bound = boundedConcurrency({ running: 2, waiting: 1 });
    const tasks = Array.from({ length: 3 }, heldTask);
    const results = tasks.map(({ task }) => bound.run(task, refuse));
    await expect(bound.run(heldTask().task, refuse)).rejects.toThrow('busy');
    expect(tasks.map(({ started }) => started.mock.calls.length)).toEqual([1, 1, 0]);

    tasks[0]!.finish();
    await results[0];
    // The finished task's place went to the queued one; a newcomer now waits in the queue.
    expect(tasks[2]!.started).toHaveBeenCalled();
    const newcomer = heldTask();
    const queued = bound.run(newcomer.task, refuse);
    expect(newcomer.started).not.toHaveBeenCalled();
    await expect(bound.run(heldTask().task, refuse)).rejects.toThrow('busy');

    tasks[1]!.finish();
    await results[1];
    expect(newcomer.started).toHaveBeenCalled();
    tasks[2]!.finish();
    newcomer.finish();
    await Promise.all([...results, queued]);
  });

  it('frees the place of a task that failed', async () => {
    const bound = boundedConcurrency({ running: 1, waiting: 0 });
    await expect(bound.run(() => Promise.reject(new Error('failed')), refuse)).rejects.toThrow('failed');
    await expect(bound.run(() => Promise.resolve('ran'), refuse)).resolves.toBe('ran');
  });
});
