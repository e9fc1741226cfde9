import styles from './image-placeholder.module.scss';

/** Stands in for a post without an image: the brand's angled bands, no text to read. */
export function ImagePlaceholder({ className }: { className?: string }) {
  return <div className={[styles.placeholder, className].filter(Boolean).join(' ')} role="presentation" />;
}
