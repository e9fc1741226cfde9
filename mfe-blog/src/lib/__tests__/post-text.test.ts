/** @jest-environment node */
import { categoryLabel, excerpt, readingMinutes, splitTitle } from '../post-text';

describe('card and page text', () => {
  it('cuts vision and reality at 60 characters plus an ellipsis', () => {
    expect(excerpt('x'.repeat(60))).toBe('x'.repeat(60));
    expect(excerpt('y'.repeat(61))).toBe(`${'y'.repeat(60)}...`);
    expect(excerpt(null)).toBe('');
  });

  it('shows "Uncategorized" for a category that is not a string', () => {
    expect(categoryLabel('FACE')).toBe('FACE');
    expect(categoryLabel({ name: 'FACE' })).toBe('Uncategorized');
    expect(categoryLabel(null)).toBe('Uncategorized');
    expect(categoryLabel(7)).toBe('Uncategorized');
  });

  it('splits a title into its concept and action parts', () => {
    expect(splitTitle('Facing the Runway: When the Numbers Stopped Lying')).toEqual({
      concept: 'Facing the Runway:',
      action: 'When the Numbers Stopped Lying',
    });
    expect(splitTitle('One two three four five')).toEqual({ concept: 'One two three', action: 'four five' });
  });

  it('estimates reading time at 200 words a minute, at least one', () => {
    expect(readingMinutes('<p>short</p>')).toBe(1);
    expect(readingMinutes(`<p>${'word '.repeat(1000)}</p>`)).toBe(5);
  });
});
