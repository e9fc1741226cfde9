/** The four founder-journey phases, in order (SPEC section 1). */
export const PHASES = ['FACE', 'ADAPT', 'BUILD', 'THRIVE'] as const;
export type Phase = (typeof PHASES)[number];

export const isPhase = (value: unknown): value is Phase => typeof value === 'string' && (PHASES as readonly string[]).includes(value);
