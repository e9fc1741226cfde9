import { useEffect, useState } from 'react';
import { SectionCard } from '../../components/section-card';
import { SendToForm } from '../../components/send-to-form';
import { fetchAccount } from '../../lib/account-api';
import { NEWSLETTER_ERRORS } from '../../lib/api-messages';
import { sendNewsletterTest } from '../../lib/newsletter-api';
import { NEWSLETTER_TEXTS } from './newsletter-texts';

/** The admin's own address, to suggest for a test; none while unknown (a failure to read it only leaves the field empty). */
function useOwnAddress(): string | null {
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    fetchAccount().then(
      (account) => current && setEmail(account.email),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return email;
}

/** "Send a test": the mail to one address (the admin's own at first), with what the server answered. */
export function TestSendSection({ postId }: { postId: string }) {
  const ownAddress = useOwnAddress();
  return (
    <SectionCard heading={NEWSLETTER_TEXTS.test}>
      <SendToForm
        label={NEWSLETTER_TEXTS.testTo}
        action={NEWSLETTER_TEXTS.sendTest}
        send={(to) => sendNewsletterTest(postId, to)}
        failure={NEWSLETTER_ERRORS.test}
        suggested={ownAddress}
      />
    </SectionCard>
  );
}
