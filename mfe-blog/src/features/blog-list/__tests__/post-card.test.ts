import { categoryLabel, excerpt } from '../post-card';

describe('card text', () => {
  it('cuts vision and reality at 60 characters plus an ellipsis', () => {
    expect(excerpt('x'.repeat(60))).toBe('x'.repeat(60));
    expect(excerpt('y'.repeat(61))).toBe(`${'y'.repeat(60)}...`);
    expect(excerpt(null)).toBe('');
  });

  it('shows "Uncategorized" for a category that is not a string', () => {
    expect(categoryLabel('FACE')).toBe('FACE');
    expect(categoryLabel({ name: 'FACE' })).toBe('Uncategorized');
    expect(categoryLabel(null)).toBe('Uncategorized');
  });
});
