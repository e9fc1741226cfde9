import { HELP_FAQ, HELP_TOPICS } from '../help-content';
import { describeResults, searchHelp } from '../search-help';

describe('searchHelp', () => {
  it('matches topics and questions case-insensitively on titles, descriptions and answers', () => {
    const result = searchHelp('  PASSWORD ', HELP_TOPICS, HELP_FAQ);
    expect(result.topics.map((topic) => topic.title)).toEqual(['Account Settings']);
    expect(result.questions.map((question) => question.id)).toEqual(['reset-password']);
    expect(result.total).toBe(2);
    expect(searchHelp('csv', HELP_TOPICS, HELP_FAQ).questions.map((question) => question.id)).toEqual(['export-data']);
  });

  it('returns everything for an empty query and nothing for a miss', () => {
    expect(searchHelp('   ', HELP_TOPICS, HELP_FAQ).total).toBe(12);
    expect(searchHelp('kubernetes', HELP_TOPICS, HELP_FAQ).total).toBe(0);
  });
});

describe('describeResults', () => {
  it('counts results, says when nothing matches and stays silent without a query', () => {
    expect(describeResults('plan', 2)).toBe('2 results for “plan”');
    expect(describeResults('plan', 1)).toBe('1 result for “plan”');
    expect(describeResults('zzz', 0)).toBe('No help topics match “zzz”.');
    expect(describeResults('', 12)).toBe('');
  });
});
