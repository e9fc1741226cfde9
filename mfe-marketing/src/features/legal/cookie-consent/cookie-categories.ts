import type { OptionalCookieCategory } from './consent-storage';

export const ESSENTIAL_CATEGORY = {
  label: 'Essential',
  description: 'Keep the site secure and working, for example by remembering this choice.',
} as const;

export const OPTIONAL_CATEGORIES: ReadonlyArray<{ key: OptionalCookieCategory; label: string; description: string }> = [
  { key: 'performance', label: 'Performance', description: 'Show us, in aggregate, which pages founders find useful.' },
  { key: 'functional', label: 'Functional', description: 'Remember settings such as notices you dismissed.' },
  { key: 'targeting', label: 'Targeting', description: 'Measure our campaigns and show you relevant messages elsewhere.' },
];

/** "Essential, Performance" style summary of a choice. */
export function describeChoice(choice: Record<OptionalCookieCategory, boolean>): string {
  const allowed = OPTIONAL_CATEGORIES.filter((category) => choice[category.key]).map((category) => category.label);
  if (allowed.length === OPTIONAL_CATEGORIES.length) return 'All cookies allowed';
  if (allowed.length === 0) return 'Essential cookies only';
  return `Essential plus ${allowed.join(' and ')}`;
}
