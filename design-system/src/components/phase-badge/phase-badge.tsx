import { cx } from '../utils/class-names';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './phase-badge.module.scss';

/** Token colours only, so every badge keeps an AA text/background pair. */
export type PhaseColor = 'navy' | 'gold' | 'teal' | 'coral';

const DEFAULT_PHASE_COLORS: Record<string, PhaseColor> = {
  FACE: 'coral',
  ADAPT: 'gold',
  BUILD: 'teal',
  THRIVE: 'navy',
};

export function phaseColorFor(phase: string, phaseColor?: PhaseColor): PhaseColor {
  return phaseColor ?? DEFAULT_PHASE_COLORS[phase.toUpperCase()] ?? 'navy';
}

export interface PhaseBadgeProps {
  phase: string;
  phaseColor?: PhaseColor;
  className?: string;
}

export function PhaseBadge({ phase, phaseColor, className }: PhaseBadgeProps) {
  return (
    <span className={cx(styles.badge, styles[phaseColorFor(phase, phaseColor)], className)}>
      <VisuallyHidden>Phase: </VisuallyHidden>
      {phase}
    </span>
  );
}
