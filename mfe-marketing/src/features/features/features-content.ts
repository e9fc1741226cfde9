import type { IconName } from '../../components/icons/icon-paths';

export interface FeatureSection {
  id: string;
  icon: IconName;
  title: string;
  lead: string;
  bullets: readonly [string, string, string, string];
  /** The section's button; it only writes to the console. */
  action: string;
}

/** SPEC section 2: four sections, four bullets each. */
export const FEATURE_SECTIONS: readonly FeatureSection[] = [
  {
    id: 'unique-style',
    icon: 'userCheck',
    title: 'Understands Your Unique Style',
    lead: 'No two founders think alike. Your partner learns how you decide, so the guidance fits the way you work.',
    bullets: [
      'Adapts to how you take in information and make decisions',
      'Learns your strengths and the blind spots that come with them',
      'Matches the pace and depth of guidance to your stage',
      'Remembers your context, so you never start from zero',
    ],
    action: 'Explore personalized guidance',
  },
  {
    id: 'challenges-thinking',
    icon: 'target',
    title: 'Challenges Your Thinking',
    lead: 'Comfortable advice rarely changes outcomes. We ask the questions that matter, kindly and directly.',
    bullets: [
      'Questions the assumptions behind your plan',
      'Surfaces risks before investors and customers do',
      'Offers other perspectives on your toughest decisions',
      'Tests your ideas against real market evidence',
    ],
    action: 'See how we challenge ideas',
  },
  {
    id: 'builds-confidence',
    icon: 'star',
    title: 'Builds Your Confidence',
    lead: 'Confidence comes from preparation and progress, not pep talks.',
    bullets: [
      'Turns vague worries into concrete, solvable problems',
      'Rehearses high-stakes moments such as pitches and negotiations',
      'Celebrates progress you might otherwise overlook',
      'Strengthens your resilience for the setbacks every founder meets',
    ],
    action: 'Discover confidence building',
  },
  {
    id: 'consistent-results',
    icon: 'barChart',
    title: 'Delivers Consistent Results',
    lead: 'Progress that compounds, week after week, across every phase of your journey.',
    bullets: [
      'Sets clear, measurable goals for every week',
      'Keeps you accountable with regular check-ins',
      'Tracks your progress through FACE, ADAPT, BUILD and THRIVE',
      'Shows results typically within 2-4 weeks',
    ],
    action: 'View how results are tracked',
  },
];
