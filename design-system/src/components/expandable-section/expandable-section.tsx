import { useId, useState, type ReactNode } from 'react';
import { Collapse } from '../collapse/collapse';
import { cx, Heading, type HeadingLevel } from '@fns/design-system';
import { ChevronIcon } from '../icons/chevron-icon';
import styles from './expandable-section.module.scss';

export interface ExpandableSectionProps {
  title: ReactNode;
  children: ReactNode;
  /** Initial state when uncontrolled. */
  defaultOpen?: boolean;
  /** Controlled state; pair with onToggle. */
  open?: boolean;
  onToggle?: (open: boolean) => void;
  headingLevel?: HeadingLevel;
  className?: string;
}

export function ExpandableSection({
  title,
  children,
  defaultOpen = false,
  open,
  onToggle,
  headingLevel = 3,
  className,
}: ExpandableSectionProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = open ?? uncontrolledOpen;
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;

  const toggle = () => {
    if (open === undefined) setUncontrolledOpen(!isOpen);
    onToggle?.(!isOpen);
  };

  return (
    <div className={cx(styles.section, isOpen && styles.open, className)}>
      <Heading level={headingLevel} className={styles.heading}>
        <button type="button" id={buttonId} className={styles.trigger} aria-expanded={isOpen} aria-controls={panelId} onClick={toggle}>
          <span>{title}</span>
          <ChevronIcon className={styles.chevron} />
        </button>
      </Heading>
      <Collapse id={panelId} open={isOpen} labelledBy={buttonId}>
        <div className={styles.content}>{children}</div>
      </Collapse>
    </div>
  );
}
