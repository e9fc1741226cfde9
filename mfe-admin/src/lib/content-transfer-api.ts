import type { ImportJob } from '@fns/contracts';
import { guarded, readDownload, readJson, sendAdmin, type DownloadedFile } from './api-client';
import { CONTENT_TRANSFER_ERRORS } from './api-messages';

/** The form field the API reads the file from. */
const IMPORT_FIELD = 'file';
const FALLBACK_NAME = 'content-export.tar.gz';

/** GET /api/admin/content/export: the site's content as one .tar.gz, and the name the server gave it. */
export function fetchContentExport(): Promise<DownloadedFile> {
  return guarded(CONTENT_TRANSFER_ERRORS.export, async () => {
    const response = await sendAdmin('/admin/content/export', CONTENT_TRANSFER_ERRORS);
    return readDownload(response, FALLBACK_NAME);
  });
}

/** POST /api/admin/content/import with the file: checked (the server names what it refuses: 400, 409, 413), then written in the background. */
export function startContentImport(file: File): Promise<ImportJob> {
  const form = new FormData();
  form.append(IMPORT_FIELD, file);
  return guarded(CONTENT_TRANSFER_ERRORS.import, async () =>
    readJson<ImportJob>(await sendAdmin('/admin/content/import', CONTENT_TRANSFER_ERRORS, { method: 'POST', body: form })),
  );
}

/** GET /api/admin/content/imports/{id}: where the import stands, and its report once done. */
export function fetchContentImport(id: string): Promise<ImportJob> {
  return guarded(CONTENT_TRANSFER_ERRORS.import, async () =>
    readJson<ImportJob>(await sendAdmin(`/admin/content/imports/${encodeURIComponent(id)}`, CONTENT_TRANSFER_ERRORS)),
  );
}
