import { timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { serviceUnavailable, unauthorized } from './api-error';

export const SITE_SERVERS_ONLY = "Only the site's own servers may call this (Authorization: Bearer <SITE_SERVER_SECRET>).";
export const SITE_SERVER_SECRET_UNSET = "SITE_SERVER_SECRET is not set here: the site's servers cannot be told apart, so this call is off.";

/** Whether the caller holds the secret the site's servers share (compared in constant time). */
function fromSiteServer(req: Request, secret: string): boolean {
  const given = Buffer.from(req.get('authorization') ?? '');
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * For calls the shell's servers make themselves: they send SITE_SERVER_SECRET as a bearer token.
 * Runs before the body is read, so nothing of an unauthenticated call is parsed or kept.
 */
export function siteServersOnly(secret: string | undefined): RequestHandler {
  return (req, _res, next) => {
    if (!secret) throw serviceUnavailable(SITE_SERVER_SECRET_UNSET);
    if (!fromSiteServer(req, secret)) throw unauthorized(SITE_SERVERS_ONLY);
    next();
  };
}
