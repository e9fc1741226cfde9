import type { AuditAction, AuditEvent } from '@fns/contracts';
import { guarded, readDownload, readJson, sendAdmin, type DownloadedFile } from './api-client';
import { AUDIT_ERRORS } from './api-messages';
import { pageParams, type ListPage } from './list-page';

const FALLBACK_NAME = 'audit-log.csv';

/** The query the filter adds: nothing for every action. */
const filterParams = (action: AuditAction | null) => new URLSearchParams(action ? { action } : {});

/** GET /api/admin/audit?[action=]&page=&pageSize=: a page of what was done, newest first. */
export function fetchAuditPage(action: AuditAction | null, page: number): Promise<ListPage<AuditEvent>> {
  return guarded(AUDIT_ERRORS.load, async () =>
    readJson<ListPage<AuditEvent>>(await sendAdmin(`/admin/audit?${pageParams(filterParams(action), page)}`, AUDIT_ERRORS)),
  );
}

/** GET /api/admin/audit.csv?[action=]: every entry the filter leaves, and the name the server gave the file. */
export function fetchAuditCsv(action: AuditAction | null): Promise<DownloadedFile> {
  return guarded(AUDIT_ERRORS.export, async () => {
    const query = filterParams(action).toString();
    const response = await sendAdmin(`/admin/audit.csv${query ? `?${query}` : ''}`, AUDIT_ERRORS);
    return readDownload(response, FALLBACK_NAME);
  });
}
