import type { MailOverview, MessageBody, OutboxItem, OutboxStatus, SuppressionItem } from '@fns/contracts';
import { guarded, readJson, sendAdmin } from './api-client';
import { MAIL_ERRORS } from './api-messages';
import { pageParams, type ListPage } from './list-page';

/** GET /api/admin/mail: whether mail is sent, from which address, how fast, and how many messages stand where. */
export function fetchMailOverview(): Promise<MailOverview> {
  return guarded(MAIL_ERRORS.overview, async () => readJson<MailOverview>(await sendAdmin('/admin/mail', MAIL_ERRORS)));
}

/** GET /api/admin/mail/outbox?[status=]&page=&pageSize=: a page of the outbox, newest first. */
export function fetchOutboxPage(status: OutboxStatus | null, page: number): Promise<ListPage<OutboxItem>> {
  return guarded(MAIL_ERRORS.outbox, async () => {
    const filter = new URLSearchParams(status ? { status } : {});
    return readJson<ListPage<OutboxItem>>(await sendAdmin(`/admin/mail/outbox?${pageParams(filter, page)}`, MAIL_ERRORS));
  });
}

/** POST /api/admin/mail/outbox/{id}/retry: a failed message queued again; resolves with it (a 409 says why not). */
export function retryOutboxMessage(id: string): Promise<OutboxItem> {
  return guarded(MAIL_ERRORS.retry, async () =>
    readJson<OutboxItem>(await sendAdmin(`/admin/mail/outbox/${encodeURIComponent(id)}/retry`, MAIL_ERRORS, { method: 'POST' })),
  );
}

/** GET /api/admin/mail/suppressions?page=&pageSize=: the addresses that unsubscribed from a list, newest first. */
export function fetchSuppressions(page: number): Promise<ListPage<SuppressionItem>> {
  return guarded(MAIL_ERRORS.suppressions, async () =>
    readJson<ListPage<SuppressionItem>>(
      await sendAdmin(`/admin/mail/suppressions?${pageParams(new URLSearchParams(), page)}`, MAIL_ERRORS),
    ),
  );
}

/** POST /api/admin/mail/test: queues a plain mail to `to`; resolves with the server's message. */
export function sendTestMail(to: string): Promise<string> {
  return guarded(MAIL_ERRORS.test, async () => {
    const { message } = await readJson<MessageBody>(await sendAdmin('/admin/mail/test', MAIL_ERRORS, { method: 'POST', body: { to } }));
    return message;
  });
}
