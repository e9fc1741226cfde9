import type { IconName } from '../../components/icons/icon-paths';

/** The three static "Truth Seekers" cards of the About page. */
export const TRUTH_SEEKERS: ReadonlyArray<{ icon: IconName; title: string; description: string }> = [
  {
    icon: 'eye',
    title: 'We name what is real',
    description:
      'Blind spots cost founders more than bad luck. We help you see your numbers, your market and yourself as they are — kindly, and without flinching.',
  },
  {
    icon: 'anchor',
    title: 'We stay for the hard part',
    description:
      'Advice is cheap at the start and scarce in the middle. We are built for the long, unglamorous stretch where most companies quietly give up.',
  },
  {
    icon: 'trendingUp',
    title: 'We turn insight into action',
    description:
      'Every conversation ends with something you can do this week: a canvas updated, a pitch reworked, a plan you actually believe in.',
  },
];
