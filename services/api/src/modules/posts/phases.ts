/** The four founder-journey phases, in order; they are seeded as categories. */
export const PHASES = ['FACE', 'ADAPT', 'BUILD', 'THRIVE'] as const;
export type Phase = (typeof PHASES)[number];
