import net from 'node:net';
import type { Request } from 'express';
import { badRequest } from './api-error';

export const UNUSABLE_ADDRESS = 'The request does not carry a usable client IP address.';

/**
 * The visitor's address as `trust proxy` resolves it: the key of every rate limit. A forwarded
 * value that is not an IP address ("unknown", a host name) is refused, never used as a key.
 */
export function clientAddress(req: Request): string {
  const address = req.ip;
  if (!address || net.isIP(address) === 0) throw badRequest(UNUSABLE_ADDRESS);
  return address;
}
