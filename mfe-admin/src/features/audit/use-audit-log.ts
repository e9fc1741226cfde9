import type { AuditAction } from '@fns/contracts';
import { AUDIT_ACTION_LABELS } from '@fns/contracts/audit-actions';
import { choiceParam, pageParam, type QueryFormat } from '../../hooks/use-list-query';
import { useUrlPagedList } from '../../hooks/use-url-paged-list';
import { AUDIT_ERRORS } from '../../lib/api-messages';
import { fetchAuditPage } from '../../lib/audit-api';

/** The log's filter and page, kept in the URL (`?action=&page=`) as the other lists keep theirs. */
export interface AuditQuery {
  action: AuditAction | null;
  page: number;
}

const AUDIT_QUERY: QueryFormat<AuditQuery> = {
  read: (params) => ({ action: choiceParam(params, 'action', AUDIT_ACTION_LABELS), page: pageParam(params) }),
  filterParams: ({ action }) => new URLSearchParams(action ? { action } : {}),
};

const fetchPage = ({ action, page }: AuditQuery) => fetchAuditPage(action, page);

/** A page of the audit log for the URL's action and page; reloaded when either changes. */
export const useAuditLog = () => useUrlPagedList(AUDIT_QUERY, fetchPage, AUDIT_ERRORS.load);
