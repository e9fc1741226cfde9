import { useState, type ReactNode } from 'react';
import { ExpandableSection } from '../expandable-section/expandable-section';
import { cx, type HeadingLevel } from '@fns/design-system';
import styles from './accordion.module.scss';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  defaultOpenIds?: readonly string[];
  /** Opening one item closes the others; clicking the open one closes it. */
  single?: boolean;
  onChange?: (openIds: string[]) => void;
  headingLevel?: HeadingLevel;
  className?: string;
}

export function Accordion({ items, defaultOpenIds = [], single = false, onChange, headingLevel, className }: AccordionProps) {
  const [openIds, setOpenIds] = useState<string[]>(() => (single ? defaultOpenIds.slice(0, 1) : [...defaultOpenIds]));

  const toggle = (id: string, open: boolean) => {
    const others = openIds.filter((openId) => openId !== id);
    const next = open ? (single ? [id] : [...others, id]) : others;
    setOpenIds(next);
    onChange?.(next);
  };

  return (
    <div className={cx(styles.accordion, className)}>
      {items.map((item) => (
        <ExpandableSection
          key={item.id}
          title={item.title}
          open={openIds.includes(item.id)}
          onToggle={(open) => toggle(item.id, open)}
          headingLevel={headingLevel}
        >
          {item.content}
        </ExpandableSection>
      ))}
    </div>
  );
}
