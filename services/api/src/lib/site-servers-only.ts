import type { RequestHandler } from 'express';
import { forbidden } from './api-error';

export const SITE_SERVERS_ONLY = "Only the site's own servers may call this.";

/**
 * For calls the shell's servers make themselves: from a trusted proxy's address (TRUST_PROXY) and
 * with no X-Forwarded-For, which that proxy adds to every visitor's request it passes on.
 */
export const siteServersOnly: RequestHandler = (req, _res, next) => {
  const trusted = req.app.get('trust proxy fn') as (address: string, hop: number) => boolean;
  const peer = req.socket.remoteAddress ?? '';
  if (req.headers['x-forwarded-for'] !== undefined || !trusted(peer, 0)) throw forbidden(SITE_SERVERS_ONLY);
  next();
};
