import type { AudienceList } from './audience-types';
import type { Noun } from './counted-noun';

export interface AudienceListInfo {
  list: AudienceList;
  /** The console's page for the list (as in the shell's route table). */
  path: string;
  title: string;
  noun: Noun;
}

/** The three audience lists as the dashboard and their pages name them. */
export const AUDIENCE_LISTS: Record<AudienceList, AudienceListInfo> = {
  waitlist: { list: 'waitlist', path: '/admin/waitlist', title: 'Wait list', noun: { one: 'sign-up', many: 'sign-ups' } },
  newsletter: { list: 'newsletter', path: '/admin/newsletter', title: 'Newsletter', noun: { one: 'subscriber', many: 'subscribers' } },
  contact: { list: 'contact', path: '/admin/messages', title: 'Messages', noun: { one: 'message', many: 'messages' } },
};
