import type { ContactMessage, Subscriber, WaitlistEntry } from '../../../lib/audience-types';

export const ADA_ID = 'a'.repeat(24);
export const GRACE_ID = 'b'.repeat(24);

export const WAITLIST: WaitlistEntry[] = [
  {
    id: ADA_ID,
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    company: 'Analytical Engines',
    createdAt: '2025-03-04T14:05:00.000Z',
    status: 'pending',
    confirmedAt: null,
    invitation: null,
  },
  {
    id: GRACE_ID,
    fullName: 'Grace Hopper',
    email: 'grace@example.com',
    company: null,
    createdAt: '2025-03-01T09:00:00.000Z',
    status: 'confirmed',
    confirmedAt: '2025-03-01T09:05:00.000Z',
    invitation: null,
  },
];

export const SUBSCRIBERS: Subscriber[] = [
  { id: ADA_ID, email: 'ada@example.com', createdAt: '2025-03-04T14:05:00.000Z', status: 'unsubscribed', confirmedAt: null },
  { id: GRACE_ID, email: 'grace@example.com', createdAt: '2025-03-01T09:00:00.000Z', status: 'confirmed', confirmedAt: null },
];

export const LONG_MESSAGE = `Hello! ${'We would like to talk about a partnership with your founders programme. '.repeat(3)}\nBest, Ada`;

export const MESSAGES: ContactMessage[] = [
  {
    id: ADA_ID,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject: 'partnership',
    message: LONG_MESSAGE,
    handled: false,
    createdAt: '2025-03-04T14:05:00.000Z',
  },
  {
    id: GRACE_ID,
    name: 'Grace Hopper',
    email: 'grace@example.com',
    subject: 'support',
    message: 'The form works.',
    handled: true,
    createdAt: '2025-03-01T09:00:00.000Z',
  },
];
