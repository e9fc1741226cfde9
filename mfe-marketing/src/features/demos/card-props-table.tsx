import { CARD_PROPS } from './card-demo-content';
import styles from './card-props-table.module.scss';

/** The Card props of SPEC section 2, as a scrollable reference table. */
export function CardPropsTable() {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a named, scrollable region must be focusable to scroll by keyboard (WCAG 2.1.1, axe scrollable-region-focusable)
    <div className={styles.tableWrap} role="region" aria-label="Card props" tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Prop</th>
            <th scope="col">Type</th>
            <th scope="col">Purpose</th>
          </tr>
        </thead>
        <tbody>
          {CARD_PROPS.map(([name, type, purpose]) => (
            <tr key={name}>
              <th scope="row">
                <code>{name}</code>
              </th>
              <td>
                <code>{type}</code>
              </td>
              <td>{purpose}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
