import type { ReactNode } from 'react';
import type { PhaseColor } from '../phase-badge/phase-badge';

export type CardVariant = 'standard' | 'feature' | 'testimonial' | 'phase' | 'custom';
export type CardHeadingLevel = 2 | 3 | 4;

export interface CardProps {
  variant?: CardVariant;
  header?: ReactNode;
  footer?: ReactNode;
  /** Decorative; hidden from assistive technology. */
  icon?: ReactNode;
  title?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: CardHeadingLevel;
  description?: ReactNode;
  /** Testimonial cards. */
  quote?: ReactNode;
  authorName?: string;
  authorCompany?: string;
  authorImage?: string;
  /** Phase cards. */
  phase?: string;
  phaseColor?: PhaseColor;
  children?: ReactNode;
  className?: string;
}
