import net from 'node:net';

/** Expands an IPv6 address to its eight groups (as numbers); undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  if (!net.isIPv6(address)) return undefined;
  let text = address.replace(/%.*$/, '');
  // An embedded IPv4 tail (::ffff:192.0.2.1) becomes its two groups.
  const ipv4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (ipv4) {
    const [a, b, c, d] = ipv4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, ipv4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (value: string) => (value === '' ? [] : value.split(':').map((group) => parseInt(group, 16)));
  const start = part(head);
  const end = tail === undefined ? [] : part(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/**
 * The key a client address is counted under by a rate limit: an IPv4 address as it is, an IPv6
 * address by its /64 (one home or one server is given a whole /64, so counting single addresses
 * would let it rotate through 2^64 of them). An IPv4-mapped IPv6 address counts as its IPv4 one.
 */
export function addressKey(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
