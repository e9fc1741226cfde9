import { lazy, Suspense } from 'react';
import styles from './post-editor-page.module.scss';

// Quill and its styles travel in this chunk only, fetched when an editor route renders.
const RichTextEditor = lazy(() => import(/* webpackChunkName: "rich-text-editor" */ './rich-text-editor'));

interface ContentFieldProps {
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
  disabled: boolean;
}

/** The field's label and the rich text editor (its editable area is named alike). */
export function ContentField({ label, initialHtml, onChange, disabled }: ContentFieldProps) {
  return (
    <div className={styles.contentField}>
      <span className={styles.label}>{label}</span>
      <Suspense
        fallback={
          <p className={styles.editorPlaceholder} role="status">
            Loading editor...
          </p>
        }
      >
        <RichTextEditor initialHtml={initialHtml} onChange={onChange} disabled={disabled} label={label} />
      </Suspense>
    </div>
  );
}
