import net from 'node:net';
import type { Request } from 'express';
import { addressKey } from '@fns/server-kit';
import { badRequest } from './api-error';

export const UNUSABLE_ADDRESS = 'The request does not carry a usable client IP address.';

/**
 * The visitor's address as `trust proxy` resolves it. A forwarded value that is not an IP address
 * ("unknown", a host name) is refused, never used.
 */
export function clientAddress(req: Request): string {
  const address = req.ip;
  if (!address || net.isIP(address) === 0) throw badRequest(UNUSABLE_ADDRESS);
  return address;
}

/**
 * The key of every rate limit: the client address, an IPv6 one by its /64 (one home is given a
 * whole /64 and could rotate through it). Only for counting: never stored as an address.
 */
export const clientAddressKey = (req: Request): string => addressKey(clientAddress(req));
