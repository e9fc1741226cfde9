import proxyaddr from 'proxy-addr';

/**
 * Express's `trust proxy` for exactly one hop: the proxy directly in front of the API (the shell's
 * server) when its address is one of `proxies`, comma-separated addresses or subnets (Express's
 * names loopback, linklocal and uniquelocal included). Its X-Forwarded-For names the visitor;
 * whatever it passed on from further back is never read, so a visitor cannot choose their own
 * address. The shell resolves the proxies in front of it itself. `false` trusts no one.
 */
export function trustOneProxy(proxies: string): (address: string, hop: number) => boolean {
  if (proxies === 'false') return () => false;
  // proxy-addr would read a bare number as an IPv4 address (1 is 0.0.0.1): a hop count is refused.
  if (/^\s*\d+\s*$/.test(proxies)) throw new TypeError('a hop count is not accepted');
  const isProxy = proxyaddr.compile(proxies.split(',').map((entry) => entry.trim()));
  return (address, hop) => hop === 0 && isProxy(address, hop);
}
