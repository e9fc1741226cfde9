import { Button } from '@fns/design-system';
import type { Taxonomy, TaxonomyType } from '../../lib/taxonomy-api';
import styles from './taxonomy-page.module.scss';

interface TaxonomyListProps {
  type: TaxonomyType;
  heading: string;
  emptyText: string;
  items: Taxonomy[];
  busy: boolean;
  onDelete: (type: TaxonomyType, item: Taxonomy) => void;
}

/** One list (Categories or Tags), each item with its DELETE button. */
export function TaxonomyList({ type, heading, emptyText, items, busy, onDelete }: TaxonomyListProps) {
  const headingId = `${type}-list-heading`;
  return (
    <section className={styles.listCard} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {items.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.list} aria-labelledby={headingId}>
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              <span className={styles.name}>{item.name}</span>
              <Button variant="insight" disabled={busy} aria-label={`Delete ${type} ${item.name}`} onClick={() => onDelete(type, item)}>
                DELETE
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
