import type { HelpQuestion, HelpTopic } from './help-content';

export interface HelpSearchResult {
  topics: readonly HelpTopic[];
  questions: readonly HelpQuestion[];
  total: number;
}

const matches = (query: string, ...texts: string[]) => texts.some((text) => text.toLowerCase().includes(query));

/** Case-insensitive match on titles, descriptions and answers; an empty query matches everything. */
export function searchHelp(rawQuery: string, topics: readonly HelpTopic[], questions: readonly HelpQuestion[]): HelpSearchResult {
  const query = rawQuery.trim().toLowerCase();
  const foundTopics = query ? topics.filter((topic) => matches(query, topic.title, topic.description)) : topics;
  const foundQuestions = query ? questions.filter((question) => matches(query, question.title, question.content)) : questions;
  return { topics: foundTopics, questions: foundQuestions, total: foundTopics.length + foundQuestions.length };
}

/** What the results line says for a submitted query (nothing without one). */
export function describeResults(query: string, total: number): string {
  if (!query) return '';
  if (total === 0) return `No help topics match “${query}”.`;
  return `${total} ${total === 1 ? 'result' : 'results'} for “${query}”`;
}
