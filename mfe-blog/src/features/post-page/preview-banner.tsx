import styles from './preview-banner.module.scss';

export const PREVIEW_TEXTS = {
  unpublished: 'Preview: this is how the post will look once published. It is not public yet.',
  unsavedChanges: 'Preview of unsaved changes: readers still see the published version.',
} as const;

/** Tops a preview link's post: says that readers do not see this (yet), and whether they see an earlier version. */
export function PreviewBanner({ publishedVersion }: { publishedVersion: boolean }) {
  return (
    <p className={styles.banner} role="status">
      {publishedVersion ? PREVIEW_TEXTS.unsavedChanges : PREVIEW_TEXTS.unpublished}
    </p>
  );
}
