import { Router } from 'express';
import type { Config } from '../../config/config';
import type { PublicResponseCache } from '../../lib/public-response-cache';
import { recordAudit } from '../audit/audit-log';
import { requireStaff } from '../auth/auth.middleware';
import { writeContentExport } from './content-export.service';
import { readContent } from './content-records';
import { readImport, startImport } from './import-jobs';
import { receiveUpload } from './import-upload';

/** The download's name: content-export-2026-05-01.tar.gz. */
const exportFileName = (now: Date) => `content-export-${now.toISOString().slice(0, 10)}.tar.gz`;

/**
 * /api/admin/content: the site's content (posts with their revisions and slug history, categories,
 * tags, the media library) as one .tar.gz download, and the import of such a file: checked when
 * sent, then written in the background (its state read at /imports/{id}). Admins only. An import
 * clears the public cache, as any save of a post does.
 */
export function contentTransferRouter(config: Config, cache: PublicResponseCache): Router {
  const router = Router();
  router.get('/export', requireStaff(config, 'GET /api/admin/content/export'), async (_req, res) => {
    // Read before the answer starts: a database down is still a 503, not a broken download.
    const content = await readContent();
    await recordAudit(res, 'content.export', `${content.posts.length} posts`);
    res.set({
      'Content-Type': 'application/gzip',
      'Content-Disposition': `attachment; filename="${exportFileName(new Date())}"`,
      'Cache-Control': 'no-store',
    });
    try {
      await writeContentExport(content, config.siteUrl, res);
    } catch (error) {
      // The admin went away mid-download: nothing to answer, nothing to log.
      if ((error as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
    }
  });

  router.post('/import', requireStaff(config, 'POST /api/admin/content/import'), async (req, res) => {
    const job = await startImport(await receiveUpload(req), config.siteUrl, () => cache.clear());
    await recordAudit(res, 'content.import', `Import ${job.id}`);
    res.status(202).location(`/api/admin/content/imports/${job.id}`).json(job);
  });

  router.get('/imports/:id', requireStaff(config, 'GET /api/admin/content/imports/{id}'), async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await readImport(req.params.id));
  });

  return router;
}
