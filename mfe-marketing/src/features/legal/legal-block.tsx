import type { LegalBlock as LegalBlockData } from './legal-types';
import styles from './legal-block.module.scss';

/** Renders one block of a legal section: a paragraph, a list or a table. */
export function LegalBlock({ block }: { block: LegalBlockData }) {
  if (typeof block === 'string') return <p className={styles.paragraph}>{block}</p>;
  if ('list' in block) {
    return (
      <ul className={styles.list}>
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  const { caption, columns, rows } = block.table;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a named, scrollable region must be focusable to scroll by keyboard (WCAG 2.1.1, axe scrollable-region-focusable)
    <div className={styles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest]) => (
            <tr key={first}>
              <th scope="row">{first}</th>
              {rest.map((cell) => (
                <td key={cell}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
