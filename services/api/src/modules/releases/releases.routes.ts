import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { Config } from '../../config/config';
import { parseInput } from '../../lib/validation';
import { adminOf, requireAdmin } from '../auth/auth.middleware';
import { VERSION } from './release-manifest';
import { runReleaseChecks } from './release-checks';
import { findVersion, listRemotes, liveManifestUrls, promoteVersion, registerVersion, rollBack } from './releases.service';
import { REMOTE_NAMES } from './remote-release.model';

const remoteParam = z.object({
  remote: z.enum(REMOTE_NAMES, { error: `The remote must be one of ${REMOTE_NAMES.join(', ')}.` }),
});
const versionParams = remoteParam.extend({
  version: z.string().regex(VERSION, 'The version must be 1 to 64 letters, digits, dots, dashes or underscores.'),
});

export const registerSchema = z.strictObject(
  {
    manifestUrl: z
      .string('The manifest URL (manifestUrl) is required.')
      .max(2000, 'The manifest URL is too long (2000 characters at most).')
      .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), 'The manifest URL must be an http or https URL.'),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Only "manifestUrl" can be given.' : undefined) },
);

export const promoteSchema = z.strictObject(
  { version: z.string('The version is required.').regex(VERSION, 'The version must be 1 to 64 letters, digits, dots, dashes or underscores.') },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Only "version" can be given.' : undefined) },
);

/**
 * The registry of remote releases: admins register, promote and roll back (/api/admin/remotes),
 * and every shell server reads which manifest is live (/api/remotes/live), which is public: the
 * manifests are what browsers load anyway.
 */
export function releasesRouter(config: Config, json: RequestHandler): Router {
  const admin = requireAdmin(config);
  const router = Router();

  router.get('/remotes/live', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ remotes: await liveManifestUrls() });
  });
  router.get('/admin/remotes', admin, async (_req, res) => {
    res.json(await listRemotes());
  });
  router.get('/admin/remotes/:remote/versions/:version', admin, async (req, res) => {
    const { remote, version } = parseInput(versionParams, req.params);
    res.json(await findVersion(remote, version));
  });
  router.post('/admin/remotes/:remote/versions', admin, json, async (req, res) => {
    const { remote } = parseInput(remoteParam, req.params);
    const { manifestUrl } = parseInput(registerSchema, req.body);
    const { created, version } = await registerVersion(remote, manifestUrl, adminOf(res).username);
    res.status(created ? 201 : 200).json(version);
  });
  router.post('/admin/remotes/:remote/promote', admin, json, async (req, res) => {
    const { remote } = parseInput(remoteParam, req.params);
    const { version } = parseInput(promoteSchema, req.body);
    const check = () => runReleaseChecks(config.shellUrl, req.get('authorization')!, remote, version);
    res.json(await promoteVersion(remote, version, adminOf(res).username, check));
  });
  router.post('/admin/remotes/:remote/rollback', admin, async (req, res) => {
    const { remote } = parseInput(remoteParam, req.params);
    res.json(await rollBack(remote, adminOf(res).username));
  });
  return router;
}
