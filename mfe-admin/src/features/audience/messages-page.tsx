import { LocalDateTime } from '../../components/local-date-time';
import { AUDIENCE_LISTS } from '../../lib/audience-lists';
import type { ContactMessage, ContactSubject } from '../../lib/audience-types';
import type { AudienceConfig } from './audience-config';
import { AudienceScreen } from './audience-screen';
import { useAudiencePage } from './use-audience-page';
import { HandledToggle } from './handled-toggle';
import { MessageText } from './message-text';
import styles from './messages-page.module.scss';

/** The contact form's own wording of each subject. */
const SUBJECT_LABELS: Record<ContactSubject, string> = {
  general: 'General Inquiry',
  support: 'Technical Support',
  partnership: 'Partnership',
  feedback: 'Feedback',
};

const senderOf = (message: ContactMessage) => `${message.name} (${message.email})`;

const MESSAGES: AudienceConfig<ContactMessage> = {
  info: AUDIENCE_LISTS.contact,
  intro: 'What visitors sent through the contact form, newest first. Tick a message once it is answered.',
  heading: 'Inbox',
  searchLabel: 'Search by name or e-mail',
  columns: [
    {
      header: 'From',
      rowHeader: true,
      cell: (message) => (
        <>
          <span className={styles.name}>{message.name}</span>
          <a href={`mailto:${message.email}`} className={styles.email}>
            {message.email}
          </a>
        </>
      ),
    },
    { header: 'Subject', cell: (message) => SUBJECT_LABELS[message.subject] },
    { header: 'Message', cell: (message) => <MessageText text={message.message} /> },
    { header: 'Received', cell: (message) => <LocalDateTime iso={message.createdAt} /> },
    { header: 'Status', cell: (message, actions) => <HandledToggle message={message} sender={senderOf(message)} {...actions} /> },
  ],
  entryName: (message) => `message from ${senderOf(message)}`,
  filter: 'unhandled',
};

export default function MessagesPage() {
  return <AudienceScreen config={MESSAGES} list={useAudiencePage<ContactMessage>(MESSAGES.info.list)} />;
}
