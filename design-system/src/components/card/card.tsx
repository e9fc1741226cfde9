import { phaseColorFor } from '../phase-badge/phase-badge';
import { cx } from '../utils/class-names';
import { CardBody } from './card-body';
import { TestimonialBody } from './card-testimonial';
import type { CardProps } from './card-types';
import styles from './card.module.scss';

export function Card({ variant = 'standard', header, footer, className, ...content }: CardProps) {
  const isTestimonial = variant === 'testimonial';
  const Root = isTestimonial ? 'figure' : 'div';
  const accent = variant === 'phase' && content.phase ? styles[`${phaseColorFor(content.phase, content.phaseColor)}Accent`] : undefined;

  return (
    <Root className={cx(styles.card, styles[variant], accent, className)}>
      {header ? <div className={styles.header}>{header}</div> : null}
      {isTestimonial ? <TestimonialBody {...content} /> : <CardBody variant={variant} {...content} />}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Root>
  );
}
