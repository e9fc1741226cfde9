import type { IconName } from '../../components/icons/icon-paths';

export interface ProcessStep {
  icon: IconName;
  title: string;
  description: string;
}

export const PROCESS_STEPS: readonly ProcessStep[] = [
  {
    icon: 'users',
    title: 'Connect',
    description:
      'Tell us where you are: your idea, your stage and the worry that keeps you up at night. We match you with guidance that fits how you think and decide.',
  },
  {
    icon: 'search',
    title: 'Explore',
    description:
      'Together we examine your assumptions, your market and your numbers, and surface the blind spots before they become expensive.',
  },
  {
    icon: 'layers',
    title: 'Develop',
    description:
      'Build what you need next, from the business model canvas and pitch deck to the go-to-market plan, along with the resilience to keep going.',
  },
  {
    icon: 'trendingUp',
    title: 'Implement',
    description: 'Put the plan to work with weekly check-ins, clear next steps and a partner who holds you to them when things get hard.',
  },
];

export const TESTIMONIALS = [
  {
    quote:
      'I had a pitch deck, a spreadsheet and a knot in my stomach. Four weeks later I had a plan I could defend, and the confidence to defend it.',
    authorName: 'Maya Chen',
    authorCompany: 'Founder, Loomwork',
  },
  {
    quote: 'The hardest conversation was the one about my own blind spots. It saved us six months of building the wrong product.',
    authorName: 'David Okafor',
    authorCompany: 'Co-founder, Fieldnote Health',
  },
  {
    quote: 'Having someone in my corner during the bad weeks changed everything. We adapted instead of giving up, and we are still here.',
    authorName: 'Sofia Ramirez',
    authorCompany: 'CEO, Tidewater Analytics',
  },
] as const;

export const HOW_IT_WORKS_FAQ = [
  {
    id: 'results-timing',
    title: 'How soon will I see results?',
    content:
      'Most founders make sharper decisions within their first few sessions. Measurable results, such as a validated assumption, a reworked pitch or a clearer plan, typically arrive within 2-4 weeks.',
  },
  {
    id: 'trial',
    title: 'Do I need a credit card to try it?',
    content:
      'No. Your 14-day free trial includes full access to all three pillars and needs no credit card. You decide on a plan only when the trial ends.',
  },
  {
    id: 'time-commitment',
    title: 'How much time does it take each week?',
    content:
      'As much as your week allows. Most founders spend an hour or two on sessions and check-ins, and the work you do between them moves your startup forward anyway.',
  },
  {
    id: 'stage',
    title: 'Is it only for early-stage founders?',
    content:
      'No. Whether you are facing reality with a fresh idea or learning to thrive after your first hires, the four steps adapt to your phase: FACE, ADAPT, BUILD or THRIVE.',
  },
] as const;
