import { Heading } from '../heading/heading';
import { PhaseBadge } from '../phase-badge/phase-badge';
import styles from './card.module.scss';
import type { CardProps } from './card-types';

type CardBodyProps = Pick<CardProps, 'variant' | 'icon' | 'title' | 'headingLevel' | 'description' | 'phase' | 'phaseColor' | 'children'>;

/** Content shared by the standard, feature, phase and custom variants. */
export function CardBody({ variant, icon, title, headingLevel = 3, description, phase, phaseColor, children }: CardBodyProps) {
  return (
    <div className={styles.body}>
      {variant === 'phase' && phase ? <PhaseBadge phase={phase} phaseColor={phaseColor} className={styles.badge} /> : null}
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {title ? (
        <Heading level={headingLevel} className={styles.title}>
          {title}
        </Heading>
      ) : null}
      {typeof description === 'string' ? <p className={styles.description}>{description}</p> : null}
      {description && typeof description !== 'string' ? <div className={styles.description}>{description}</div> : null}
      {children}
    </div>
  );
}
