import { addressKey } from '../address-key';
import { WindowCounter } from '../window-counter';

describe('WindowCounter', () => {
  it('allows `limit` events per key within a window and refuses the next', () => {
    const counter = new WindowCounter({ limit: 3, windowMs: 60_000 });
    const results = [1, 2, 3, 4].map(() => counter.take('a', 120_000));
    expect(results).toEqual([true, true, true, false]);
    expect(counter.take('b', 120_000)).toBe(true);
  });

  it('weights the previous window by how much of it the sliding window still covers', () => {
    const counter = new WindowCounter({ limit: 4, windowMs: 60_000 });
    for (let i = 0; i < 4; i += 1) counter.take('a', 30_000);
    // A quarter into the next window, three quarters of the last one's 4 still count.
    expect(counter.count('a', 75_000)).toBe(3);
    expect(counter.take('a', 75_000)).toBe(true);
    expect(counter.take('a', 75_000)).toBe(false);
    // Two windows later nothing of it is left.
    expect(counter.count('a', 200_000)).toBe(0);
  });

  it('keeps its memory bounded under a flood of new keys', () => {
    const counter = new WindowCounter({ limit: 10, windowMs: 60_000, maxKeys: 100 });
    const accepted = Array.from({ length: 1_000 }, (_, i) => counter.take(`address-${i}`, 1_000)).filter(Boolean).length;
    expect(accepted).toBe(100);
    expect(counter.size).toBe(100);
    expect(counter.take('address-5', 1_000)).toBe(true);
  });
});

describe('addressKey', () => {
  it('keeps IPv4 addresses as they are', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 one', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('leaves what is not an address alone', () => {
    expect(addressKey('unknown')).toBe('unknown');
  });
});
