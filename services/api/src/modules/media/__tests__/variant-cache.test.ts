import { VariantCache } from '../variant-cache';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('VariantCache', () => {
  it('runs the work once for concurrent callers of the same key', async () => {
    const cache = new VariantCache<string>(10);
    const work = deferred<string>();
    const produce = jest.fn(() => work.promise);
    const first = cache.get('a', produce);
    const second = cache.get('a', produce);
    work.resolve('done');
    await expect(Promise.all([first, second])).resolves.toEqual(['done', 'done']);
    await expect(cache.get('a', produce)).resolves.toBe('done');
    expect(produce).toHaveBeenCalledTimes(1);
    expect(cache.stats()).toEqual({ size: 1, produced: 1 });
  });

  it('drops a failed entry so the next call retries', async () => {
    const cache = new VariantCache<string>(10);
    await expect(cache.get('a', () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(cache.stats().size).toBe(0);
    await expect(cache.get('a', () => Promise.resolve('fixed'))).resolves.toBe('fixed');
    expect(cache.stats()).toEqual({ size: 1, produced: 2 });
    const throwing = () => {
      throw new Error('thrown');
    };
    await expect(cache.get('b', throwing)).rejects.toThrow('thrown');
    expect(cache.stats().size).toBe(1);
  });

  it('holds at most its bound, evicting the least recently used entry', async () => {
    const cache = new VariantCache<string>(2);
    const produce = jest.fn(() => Promise.resolve('value'));
    await cache.get('a', produce);
    await cache.get('b', produce);
    await cache.get('a', produce); // a is now the most recently used
    await cache.get('c', produce); // evicts b
    expect(cache.stats()).toEqual({ size: 2, produced: 3 });
    await cache.get('a', produce);
    expect(produce).toHaveBeenCalledTimes(3);
    await cache.get('b', produce);
    expect(produce).toHaveBeenCalledTimes(4);
  });
});
