import type { MailOverview } from '@fns/contracts';
import { useId } from 'react';
import { ErrorNotice } from '../../components/error-notice';
import { useRequest } from '../../hooks/use-request';
import { MAIL_ERRORS } from '../../lib/api-messages';
import { valuesOf } from '../../lib/labels';
import { fetchMailOverview } from '../../lib/mail-api';
import { MAIL_OFF_NOTICE, OUTBOX_STATUS_LABELS } from './outbox-texts';
import { TestMailForm } from './test-mail-form';
import styles from './email-page.module.scss';

/** How mail leaves the site and how many messages stand where, then a test mail; the form works even if the summary fails. */
export function MailSummary() {
  const { state, retry } = useRequest(fetchMailOverview, MAIL_ERRORS.overview);
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Sending
      </h2>
      {state.status === 'loading' && <p role="status">Loading the mail settings...</p>}
      {state.status === 'failed' && <ErrorNotice problem={state.problem} onRetry={retry} />}
      {state.status === 'done' && <Overview overview={state.data} />}
      <TestMailForm />
    </section>
  );
}

function Overview({ overview: { enabled, from, ratePerMinute, counts } }: { overview: MailOverview }) {
  return (
    <>
      {!enabled && <p className={styles.off}>{MAIL_OFF_NOTICE}</p>}
      <p className={styles.sender}>
        {enabled ? 'Sending' : 'Set to send'} from <strong>{from}</strong>, at most {ratePerMinute} a minute.
      </p>
      <dl className={styles.counts}>
        {valuesOf(OUTBOX_STATUS_LABELS).map((status) => (
          <div key={status}>
            <dt>{OUTBOX_STATUS_LABELS[status]}</dt>
            <dd>{counts[status]}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
