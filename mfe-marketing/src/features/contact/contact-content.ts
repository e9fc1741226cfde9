import type { IconName } from '../../components/icons/icon-paths';

/** SPEC section 3: the contact form's subjects. */
export const CONTACT_SUBJECTS = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'support', label: 'Technical Support' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'feedback', label: 'Feedback' },
] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value'];

export interface ContactValues {
  name: string;
  email: string;
  /** '' until the visitor picks one. */
  subject: ContactSubject | '';
  message: string;
}

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };

/** The service's limits (services/api contact module), mirrored on the inputs. */
export const CONTACT_NAME_MAX = 120;
export const CONTACT_MESSAGE_MAX = 5000;

export const isContactSubject = (value: string | null): value is ContactSubject =>
  CONTACT_SUBJECTS.some((subject) => subject.value === value);

export interface ContactChannel {
  icon: IconName;
  title: string;
  description: string;
  linkLabel: string;
  href?: string;
}

export const OFFICE_ADDRESS = '548 Market Street, Suite 200, San Francisco, CA 94104';

export const CONTACT_CHANNELS: readonly ContactChannel[] = [
  {
    icon: 'mail',
    title: 'Email Us',
    description: 'Write to us any time. We answer every message, usually within one business day.',
    linkLabel: 'hello@foundersneversolo.com',
    href: 'mailto:hello@foundersneversolo.com',
  },
  {
    icon: 'phone',
    title: 'Call Us',
    description: 'Prefer to talk it through? Call our team during business hours, Pacific time.',
    linkLabel: '+1 (415) 555-0137',
    href: 'tel:+14155550137',
  },
  {
    icon: 'mapPin',
    title: 'Visit Us',
    description: 'Our home base is in San Francisco. Drop by for a coffee; let us know you are coming.',
    linkLabel: OFFICE_ADDRESS,
  },
];
