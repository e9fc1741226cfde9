import { SendToForm } from '../../components/send-to-form';
import { MAIL_ERRORS } from '../../lib/api-messages';
import { sendTestMail } from '../../lib/mail-api';

/** Sends a plain mail to an address the admin types, to see that mail arrives (and how it looks). */
export function TestMailForm() {
  return <SendToForm label="Send a test mail to" action="Send test mail" send={sendTestMail} failure={MAIL_ERRORS.test} />;
}
