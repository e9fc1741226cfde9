import styles from './messages-page.module.scss';

/** Longer messages open from a one-line preview, so the table stays scannable at any width. */
export const MESSAGE_PREVIEW_LENGTH = 80;

export function MessageText({ text }: { text: string }) {
  if (text.length <= MESSAGE_PREVIEW_LENGTH) return <p className={styles.text}>{text}</p>;
  return (
    <details className={styles.details}>
      <summary className={styles.summary}>
        <span className={styles.preview}>{`${text.slice(0, MESSAGE_PREVIEW_LENGTH).trimEnd()}…`}</span>
        <span className={styles.less}>Show less</span>
      </summary>
      <p className={styles.text}>{text}</p>
    </details>
  );
}
