import type { SubscriptionStatus } from '@fns/contracts';
import { notFound } from '../../lib/api-error';
import type { RowCursor } from '../../lib/csv-download';
import { markAudienceChanged } from '../../lib/audience-changes';
import type { AudienceList, Entry } from './audience-lists';
import { filterOf, type PageParams, type SearchParams } from './audience-query';

const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;
/** Rows fetched per round trip while exporting: bounds what the cursor holds at once. */
const EXPORT_BATCH_SIZE = 500;

/** Only the fields the list shows are read from the database. */
const projectionOf = (list: AudienceList) => Object.fromEntries(['createdAt', ...list.fields].map((field) => [field, 1]));

type StatusRow = Entry & { status?: SubscriptionStatus | null };
type Progress = Map<string, SubscriptionStatus>;

/** The list's statuses kept beside its entries (the wait list's invited and joined), if it has any. */
const progressOf = async (list: AudienceList): Promise<Progress | undefined> => list.progress?.statuses();

/** A row with its status as it stands: one kept beside a confirmed entry is read over it. */
const withProgress = <Row extends StatusRow>(row: Row, progress: Progress | undefined): Row => {
  const kept = progress?.get(String(row._id));
  return kept && (row.status ?? 'confirmed') === 'confirmed' ? { ...row, status: kept } : row;
};

const findNewestFirst = (list: AudienceList, search: SearchParams, progress: Progress | undefined) =>
  list.model.find(filterOf(list, search, progress), projectionOf(list)).sort(NEWEST_FIRST);

export async function listPage(list: AudienceList, { page, pageSize, ...search }: PageParams) {
  const progress = await progressOf(list);
  const [rows, total] = await Promise.all([
    findNewestFirst(list, search, progress)
      .skip((page - 1) * pageSize)
      .limit(pageSize)
      .lean<StatusRow[]>(),
    list.model.countDocuments(filterOf(list, search, progress)),
  ]);
  const extras = await list.progress?.extras(rows.map(({ _id }) => _id));
  const items = rows.map((row) => ({ ...list.toItem(withProgress(row, progress)), ...extras?.get(String(row._id)) }));
  return { items, total, page, pageSize };
}

/** Every matching row, newest first, read from the database as the export consumes it. */
export async function exportCursor(list: AudienceList, search: SearchParams): Promise<RowCursor<Entry>> {
  const progress = await progressOf(list);
  const cursor = findNewestFirst(list, search, progress).lean<StatusRow>().cursor({ batchSize: EXPORT_BATCH_SIZE });
  return {
    next: async () => {
      const row = await cursor.next();
      return row && withProgress(row, progress);
    },
    close: () => cursor.close(),
  };
}

export async function deleteEntry(list: AudienceList, id: string): Promise<void> {
  const { deletedCount } = await list.model.deleteOne({ _id: id });
  if (deletedCount === 0) throw notFound(list.notFoundMessage);
  markAudienceChanged();
  await list.progress?.erase(id);
}

/** Marks an entry handled or not; answers it as the list shows it (toItem picks the fields: FerretDB's findAndModify takes no projection). */
export async function setHandled(list: AudienceList, id: string, handled: boolean): Promise<object> {
  const updated = await list.model.findByIdAndUpdate(id, { $set: { handled } }, { returnDocument: 'after' }).lean<Entry>();
  if (!updated) throw notFound(list.notFoundMessage);
  markAudienceChanged();
  return list.toItem(updated);
}
