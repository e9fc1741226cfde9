import type { OutboxStatus } from '@fns/contracts';
import { choiceParam, pageParam, type QueryFormat } from '../../hooks/use-list-query';
import { useUrlPagedList } from '../../hooks/use-url-paged-list';
import { MAIL_ERRORS } from '../../lib/api-messages';
import { fetchOutboxPage } from '../../lib/mail-api';
import { OUTBOX_STATUS_LABELS } from './outbox-texts';

/** The outbox's filter and page, kept in the URL (`?status=&page=`) as the audience pages keep theirs. */
interface OutboxQuery {
  status: OutboxStatus | null;
  page: number;
}

const OUTBOX_QUERY: QueryFormat<OutboxQuery> = {
  read: (params) => ({ status: choiceParam(params, 'status', OUTBOX_STATUS_LABELS), page: pageParam(params) }),
  filterParams: ({ status }) => new URLSearchParams(status ? { status } : {}),
};

const fetchPage = ({ status, page }: OutboxQuery) => fetchOutboxPage(status, page);

/** A page of the outbox for the URL's status and page; reloaded when either changes. */
export const useOutbox = () => useUrlPagedList(OUTBOX_QUERY, fetchPage, MAIL_ERRORS.outbox);
