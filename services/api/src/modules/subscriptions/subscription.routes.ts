import { Router } from 'express';
import type { Config } from '../../config/config';
import { confirmSignUp, describeLink, unsubscribe } from './subscription.service';

/**
 * /api/subscriptions/{token}: what the site's /confirm/{token} and /unsubscribe/{token} pages ask
 * (GET: what the link is about; nothing changes) and do (POST …/confirm, POST …/unsubscribe). The
 * signed token is the only credential. The unsubscribe POST takes any body, or none: a mail
 * provider's one-click `List-Unsubscribe=One-Click` is passed on by the site, and is not read.
 */
export function subscriptionRouter(config: Config): Router {
  const router = Router();
  router.get('/:token', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await describeLink(config, req.params.token));
  });
  router.post('/:token/confirm', async (req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: await confirmSignUp(config, req.params.token) });
  });
  router.post('/:token/unsubscribe', async (req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: await unsubscribe(config, req.params.token) });
  });
  return router;
}
