import type { Request } from 'express';
import { z } from 'zod';
import type { Config } from '../../config/config';

const PAGE_MAX = 500;

/**
 * The path of the page a sign-up form was sent from, for the consent record: optional, and a value
 * that is no path is dropped rather than refused (it never costs a sign-up).
 */
export const pageField = z
  .string()
  .max(PAGE_MAX)
  .regex(/^\/(?!\/)\S*$/)
  .optional()
  .catch(undefined)
  .meta({ description: "The path of the page the form was sent from (consent record); else the Referer's, when it is the site's" });

/** The form's page: as the request names it, else from a Referer on the site itself. */
export function formPage(config: Config, req: Request, page: string | undefined): string | null {
  if (page) return page;
  const referer = req.get('referer');
  if (!referer || !URL.canParse(referer)) return null;
  const url = new URL(referer);
  return url.origin === new URL(config.siteUrl).origin ? url.pathname.slice(0, PAGE_MAX) : null;
}
