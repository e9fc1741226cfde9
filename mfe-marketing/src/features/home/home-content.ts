import type { IconName } from '../../components/icons/icon-paths';

/** SPEC section 1: the claims the home page makes. */
export const STARTUP_FAILURE_RATE = '90%';
export const FOUNDERS_FACING_REALITY_NOW = 247;
export const FREE_TRIAL_DAYS = 14;

export interface Pillar {
  icon: IconName;
  title: string;
  challenge: string;
  solution: string;
  outcome: string;
  benefits: readonly [string, string, string];
}

export const PILLARS: readonly Pillar[] = [
  {
    icon: 'compass',
    title: 'Strategic Thinking',
    challenge: 'You are too close to your own idea to see its blind spots.',
    solution: 'A thinking partner who asks the questions investors, customers and competitors will ask, before they do.',
    outcome: 'Decisions grounded in evidence instead of hope.',
    benefits: [
      'Spot the blind spots in your assumptions early',
      'Pressure-test strategy before you commit money and time',
      'Focus on the few moves that matter most this quarter',
    ],
  },
  {
    icon: 'heart',
    title: 'Emotional Resilience',
    challenge: 'Leading a startup is lonely, and stress quietly wears down your judgement.',
    solution: 'A steady partner who checks in on you, not only on your metrics.',
    outcome: 'The clarity and stamina to lead through setbacks.',
    benefits: [
      'Treat setbacks as information, not verdicts',
      'Keep perspective when the pressure peaks',
      'Build habits that protect your energy for the long run',
    ],
  },
  {
    icon: 'layers',
    title: 'Practical Guidance',
    challenge: 'Canvases, decks and plans pile up, and none of them ever feels finished.',
    solution: 'Hands-on help with the artifacts that move a startup forward, reviewed with you line by line.',
    outcome: 'Work you can put in front of a customer or an investor this week.',
    benefits: [
      'A business model canvas that reflects reality',
      'A pitch deck that tells a clear, honest story',
      'Go-to-market and execution plans with owners and dates',
    ],
  },
];

export interface JourneyStep {
  phase: 'FACE' | 'ADAPT' | 'BUILD' | 'THRIVE';
  title: string;
  description: string;
}

/** SPEC section 1: the four phases, in this order. */
export const JOURNEY: readonly JourneyStep[] = [
  {
    phase: 'FACE',
    title: 'Face reality',
    description: 'Look honestly at your market, your numbers and yourself. Name what is working and what is not.',
  },
  {
    phase: 'ADAPT',
    title: 'Adapt your approach',
    description: 'Turn hard truths into a sharper strategy, and change course early, while it is still cheap.',
  },
  {
    phase: 'BUILD',
    title: 'Build with focus',
    description: 'Create the artifacts and habits that move you forward: a canvas, a pitch and a plan you believe in.',
  },
  {
    phase: 'THRIVE',
    title: 'Thrive for the long run',
    description: 'Grow without burning out, with a partner who keeps you honest as the stakes rise.',
  },
];
