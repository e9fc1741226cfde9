import type { AudienceList } from './audience-types';

/** How a list's entries are counted in text: "1 sign-up", "3 sign-ups". */
export interface Noun {
  one: string;
  many: string;
}

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

export const countOf = (count: number, noun: Noun) => `${count} ${count === 1 ? noun.one : noun.many}`;
