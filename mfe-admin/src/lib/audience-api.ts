import { guarded, readDownload, readJson, sendAdmin, type DownloadedFile } from './api-client';
import { AUDIENCE_ERRORS } from './api-messages';
import type { AudienceEntry, AudienceFilter, AudienceList, AudienceStats, ContactMessage } from './audience-types';
import { pageParams, type ListPage } from './list-page';

/** The query a filter adds: nothing for an empty search, every message or every status. */
export function filterParams({ q, unhandled, status }: AudienceFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (unhandled) params.set('unhandled', 'true');
  if (status) params.set('status', status);
  return params;
}

/** GET /api/admin/{list}?q=[&unhandled=true][&status=]&page=&pageSize=. */
export function fetchAudiencePage<Item extends AudienceEntry>(
  list: AudienceList,
  filter: AudienceFilter,
  page: number,
): Promise<ListPage<Item>> {
  return guarded(AUDIENCE_ERRORS.load, async () =>
    readJson<ListPage<Item>>(await sendAdmin(`/admin/${list}?${pageParams(filterParams(filter), page)}`, AUDIENCE_ERRORS)),
  );
}

/** DELETE /api/admin/{list}/{id}: erases the entry. */
export function deleteAudienceEntry(list: AudienceList, id: string): Promise<void> {
  return guarded(AUDIENCE_ERRORS.delete, async () => {
    await sendAdmin(`/admin/${list}/${encodeURIComponent(id)}`, AUDIENCE_ERRORS, { method: 'DELETE' });
  });
}

/** PATCH /api/admin/contact/{id}: resolves with the updated message. */
export function setMessageHandled(id: string, handled: boolean): Promise<ContactMessage> {
  return guarded(AUDIENCE_ERRORS.handled, async () =>
    readJson<ContactMessage>(
      await sendAdmin(`/admin/contact/${encodeURIComponent(id)}`, AUDIENCE_ERRORS, { method: 'PATCH', body: { handled } }),
    ),
  );
}

/** GET /api/admin/stats: the dashboard's counts. */
export function fetchAudienceStats(): Promise<AudienceStats> {
  return guarded(AUDIENCE_ERRORS.stats, async () => readJson<AudienceStats>(await sendAdmin('/admin/stats', AUDIENCE_ERRORS)));
}

/** GET /api/admin/{list}.csv with the filter: the file and the name the server gave it. */
export function fetchAudienceCsv(list: AudienceList, filter: AudienceFilter): Promise<DownloadedFile> {
  return guarded(AUDIENCE_ERRORS.export, async () => {
    const query = filterParams(filter).toString();
    const response = await sendAdmin(`/admin/${list}.csv${query ? `?${query}` : ''}`, AUDIENCE_ERRORS);
    return readDownload(response, `${list}.csv`);
  });
}
