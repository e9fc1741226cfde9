import type { NewsletterOverview } from '@fns/contracts';
import { Button } from '@fns/design-system';
import { Checkbox } from '@fns/design-system/forms';
import { ActionOutcome } from '../../components/action-outcome';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LocalDateTime } from '../../components/local-date-time';
import { SectionCard } from '../../components/section-card';
import { SendsTable } from '../../components/sends-table';
import { NEWSLETTER_TEXTS, SEND_AGAIN, SEND_NEWSLETTER, SENDS_TEXTS, subscribers } from './newsletter-texts';
import type { NewsletterSending } from './use-newsletter-send';
import styles from './newsletter-send.module.scss';

interface SendSectionProps {
  overview: NewsletterOverview;
  watched: ReadonlySet<string>;
  sending: NewsletterSending;
}

/**
 * "Send to subscribers": whom it goes to, when it went out last, the button (Send again… once it went
 * out), what sending came to, and the sends with how their mail goes out; the confirming dialogs.
 */
export function SendSection({
  overview: { audience, sends },
  watched,
  sending: { first, again, sure, setSure, outcome },
}: SendSectionProps) {
  const last = sends[0];
  return (
    <SectionCard heading={NEWSLETTER_TEXTS.send}>
      {last && (
        <p className={styles.note}>
          This post went out on <LocalDateTime iso={last.createdAt} /> to {subscribers(last.recipients)}.
        </p>
      )}
      <p className={styles.note}>{audience > 0 ? NEWSLETTER_TEXTS.audience(audience) : NEWSLETTER_TEXTS.noAudience}</p>
      <div className={styles.actions}>
        <Button
          variant={last ? 'secondary' : 'primary'}
          disabled={audience === 0}
          onClick={() => (last ? again.ask({ audience, last }) : first.ask(audience))}
        >
          {last ? NEWSLETTER_TEXTS.sendAgain : NEWSLETTER_TEXTS.sendTo(audience)}
        </Button>
      </div>
      <ActionOutcome message={outcome} problem={null} />
      <SendsTable sends={sends} watched={watched} texts={SENDS_TEXTS} />
      <ConfirmDialog
        action={first}
        texts={(count) => ({ title: NEWSLETTER_TEXTS.askSend(count), description: NEWSLETTER_TEXTS.sendFollows })}
        confirm={SEND_NEWSLETTER}
      />
      <ConfirmDialog
        action={again}
        texts={(subject) => ({
          title: NEWSLETTER_TEXTS.askResend(subject.audience),
          description: NEWSLETTER_TEXTS.resendFollows(subject.last),
        })}
        confirm={SEND_AGAIN}
        ready={sure}
      >
        <Checkbox
          label={NEWSLETTER_TEXTS.sure}
          checked={sure}
          onChange={(event) => setSure(event.target.checked)}
          className={styles.sure}
        />
      </ConfirmDialog>
    </SectionCard>
  );
}
