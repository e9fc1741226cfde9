import { type PinnedRelease, previewRequestSchema, remoteNameSchema, renderReportsSchema, versionSchema } from '@fns/contracts';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { Config } from '../../config/config';
import { siteServersOnly } from '../../lib/site-servers-only';
import { parseInput } from '../../lib/validation';
import { recordAudit } from '../audit/audit-log';
import { requireStaff, staffOf } from '../auth/auth.middleware';
import { confirmationPassword, recentSignIn } from '../auth/recent-sign-in';
import { runReleaseChecks } from './release-checks';
import { previewLink } from './release-previews';
import { findVersion, listRemotes, liveManifests, promoteVersion, recordRenders, registerVersion, rollBack } from './releases.service';

const remoteParam = z.object({ remote: remoteNameSchema });
const versionParams = remoteParam.extend({ version: versionSchema });

export const registerSchema = z.strictObject(
  {
    manifestUrl: z
      .string('The manifest URL (manifestUrl) is required.')
      .max(2000, 'The manifest URL is too long (2000 characters at most).')
      .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), 'The manifest URL must be an http or https URL.'),
    password: confirmationPassword,
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Only "manifestUrl" and "password" can be given.' : undefined) },
);

export const promoteSchema = z.strictObject(
  {
    version: versionSchema,
    canaryPercent: z
      .number('The canary share must be a whole number of percent from 1 to 99.')
      .int('The canary share must be a whole number of percent from 1 to 99.')
      .min(1, 'The canary share must be a whole number of percent from 1 to 99.')
      .max(99, 'The canary share must be a whole number of percent from 1 to 99.')
      .optional(),
    password: confirmationPassword,
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Only "version", "canaryPercent" and "password" can be given.' : undefined) },
);

/**
 * The registry of remote releases: admins register, promote (or canary) and roll back
 * (/api/admin/remotes); every shell server reads which manifests are live (/api/remotes/live,
 * public: the manifests are what browsers load anyway) and reports what its pages rendered
 * (/api/remotes/reports, the site's servers only), which decides a canary's fate.
 */
export function releasesRouter(config: Config, json: RequestHandler): Router {
  const confirmSignIn = recentSignIn(config);
  const router = Router();

  router.get('/remotes/live', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await liveManifests(config.releaseOrigins));
  });
  router.post('/remotes/reports', siteServersOnly(config.siteServerSecret), json, async (req, res) => {
    await recordRenders(parseInput(renderReportsSchema, req.body).reports, config.canary);
    res.status(204).end();
  });
  router.get('/admin/remotes', requireStaff(config, 'GET /api/admin/remotes'), async (_req, res) => {
    res.json(await listRemotes());
  });
  router.get('/admin/remotes/:remote/versions/:version', requireStaff(config, 'GET /api/admin/remotes/{remote}/versions/{version}'), async (req, res) => {
    const { remote, version } = parseInput(versionParams, req.params);
    res.json(await findVersion(remote, version));
  });
  router.post('/admin/remotes/:remote/versions', requireStaff(config, 'POST /api/admin/remotes/{remote}/versions'), json, async (req, res) => {
    const { remote } = parseInput(remoteParam, req.params);
    const { manifestUrl, password } = parseInput(registerSchema, req.body);
    await confirmSignIn(req, res, password);
    const { created, version } = await registerVersion(remote, manifestUrl, staffOf(res).username, config.releaseOrigins);
    res.status(created ? 201 : 200).json(version);
  });
  router.post('/admin/remotes/:remote/promote', requireStaff(config, 'POST /api/admin/remotes/{remote}/promote'), json, async (req, res) => {
    const { remote } = parseInput(remoteParam, req.params);
    const { version, canaryPercent, password } = parseInput(promoteSchema, req.body);
    await confirmSignIn(req, res, password);
    const shell = { url: config.shellUrl, secret: config.siteServerSecret };
    const check = (release: PinnedRelease) => runReleaseChecks(shell, { remote, ...release });
    const promoted = await promoteVersion(remote, version, staffOf(res).username, { check, canaryPercent });
    await recordAudit(res, 'release.promote', `${remote} ${version}${canaryPercent === undefined ? '' : ` (canary ${canaryPercent} %)`}`);
    res.json(promoted);
  });
  router.post('/admin/remotes/previews', requireStaff(config, 'POST /api/admin/remotes/previews'), json, async (req, res) => {
    const preview = await previewLink(parseInput(previewRequestSchema, req.body), {
      siteServerSecret: config.siteServerSecret,
      siteUrl: config.siteUrl,
      ttlMs: config.previewReleaseTtlMs,
      policy: config.releaseOrigins,
    });
    await recordAudit(res, 'release.preview', preview.pins.map(({ remote, version }) => `${remote} ${version}`).join(', '));
    res.status(201).json(preview);
  });
  router.post('/admin/remotes/:remote/rollback', requireStaff(config, 'POST /api/admin/remotes/{remote}/rollback'), async (req, res) => {
    const { remote } = parseInput(remoteParam, req.params);
    const rolledBack = await rollBack(remote, staffOf(res).username);
    await recordAudit(res, 'release.rollback', remote);
    res.json(rolledBack);
  });
  return router;
}
