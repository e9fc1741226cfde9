/** A drawn avatar (initials on navy), so the testimonial demo needs no image file. */
export const DEMO_AVATAR = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="24" fill="#0f1b3d"/><text x="24" y="30" font-family="Arial, sans-serif" font-size="17" font-weight="700" text-anchor="middle" fill="#e2b872">MC</text></svg>',
)}`;

export const PHASE_DEMOS = [
  { phase: 'FACE', title: 'Face reality', description: 'Coral marks the phase of hard truths.' },
  { phase: 'ADAPT', title: 'Adapt your approach', description: 'Gold marks the phase of change.' },
  { phase: 'BUILD', title: 'Build with focus', description: 'Teal marks the phase of making.' },
  { phase: 'THRIVE', title: 'Thrive for the long run', description: 'Navy marks the phase of growth.' },
] as const;

/** SPEC section 2: the card props. */
export const CARD_PROPS: ReadonlyArray<readonly [string, string, string]> = [
  ['variant', "'standard' | 'feature' | 'testimonial' | 'phase' | 'custom'", 'Look and structure of the card'],
  ['header', 'ReactNode', 'Band above the body'],
  ['footer', 'ReactNode', 'Band below the body, e.g. links'],
  ['icon', 'ReactNode', 'Decorative icon, hidden from screen readers'],
  ['title', 'ReactNode', 'Heading of the card (headingLevel sets its level)'],
  ['description', 'ReactNode', 'Supporting text'],
  ['quote', 'ReactNode', 'Testimonial quote'],
  ['authorName', 'string', 'Who said it'],
  ['authorCompany', 'string', 'Their role and company'],
  ['authorImage', 'string', 'Avatar URL'],
  ['phase', 'string', 'Phase badge text, e.g. FACE'],
  ['phaseColor', "'navy' | 'gold' | 'teal' | 'coral'", 'Overrides the phase colour'],
];
