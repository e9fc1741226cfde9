import { IDLE_TIMEOUT_MS, whenIdle } from '../when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it('runs the task at the next idle moment, or at the latest after IDLE_TIMEOUT_MS, and can be cancelled', () => {
    const idle: Array<{ run: IdleRequestCallback; timeout?: number }> = [];
    window.requestIdleCallback = (run, options) => idle.push({ run, timeout: options?.timeout });
    const cancelIdleCallback = jest.fn();
    window.cancelIdleCallback = cancelIdleCallback;
    const task = jest.fn();

    const cancel = whenIdle(task);
    expect(idle).toHaveLength(1);
    expect(idle[0]!.timeout).toBe(IDLE_TIMEOUT_MS);
    expect(task).not.toHaveBeenCalled();
    idle[0]!.run({ didTimeout: true, timeRemaining: () => 0 });
    expect(task).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(1);
  });

  it('waits a moment where the browser has no idle callbacks', () => {
    jest.useFakeTimers();
    const task = jest.fn();
    whenIdle(task);
    jest.advanceTimersByTime(499);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});
