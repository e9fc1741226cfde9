import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { PREFERENCE_ACTIONS } from '@fns/contracts';
import type { Config } from '../../config/config';
import { parseInput } from '../../lib/validation';
import { changePreferences, viewPreferences } from './preferences.service';

/** A form's body holds one short field. */
const FORM_BODY_LIMIT = '2kb';
const ACTION_MESSAGE = `The action must be one of ${PREFERENCE_ACTIONS.join(', ')}.`;
const BODY_MESSAGE = `The body must be { "action": "${PREFERENCE_ACTIONS.join('" | "')}" } and nothing else.`;

/** POST /api/preferences/{token}: one action (a JSON or form-encoded body). */
export const preferenceActionSchema = z.strictObject(
  { action: z.enum(PREFERENCE_ACTIONS, ACTION_MESSAGE) },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? BODY_MESSAGE : undefined) },
);

/**
 * /api/preferences/{token}: the preference page (the site's /preferences/{token}, linked at the foot
 * of every list mail) reads where the address stands (GET) and presses its buttons (POST). The
 * signed token is the only credential, as for /api/subscriptions: no rate limit.
 */
export function preferencesRouter(config: Config, json: RequestHandler): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: FORM_BODY_LIMIT });
  router.get('/:token', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await viewPreferences(config, req.params.token));
  });
  router.post('/:token', json, form, async (req: Request<{ token: string }>, res: Response) => {
    const { action } = parseInput(preferenceActionSchema, req.body);
    res.set('Cache-Control', 'no-store').json(await changePreferences(config, req.params.token, action));
  });
  return router;
}
