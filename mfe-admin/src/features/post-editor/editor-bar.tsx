import { Button } from '@fns/design-system';
import { useId } from 'react';
import { ErrorNotice } from '../../components/error-notice';
import type { PostBody } from '../../lib/post-types';
import { PreviewLinkNote } from '../../components/preview-link-note';
import { usePreviewLink } from './preview/use-preview-link';
import type { RevisionTarget } from './revisions/revision-target';
import { RevisionsButton } from './revisions/revisions-button';
import styles from './post-editor-page.module.scss';

interface EditorBarProps {
  /** Null while creating: a post is previewed and has revisions once it has been saved. */
  postId: number | null;
  previewBody: () => PostBody;
  revisions: RevisionTarget | null;
}

/** Above the form: "Preview" of the unsaved form, and "Revisions" of the saved post. */
export function EditorBar({ postId, previewBody, revisions }: EditorBarProps) {
  const hintId = useId();
  const { link, creating, problem, preview } = usePreviewLink(postId);
  return (
    <section className={styles.bar} aria-label="Preview and revisions">
      <div className={styles.barButtons}>
        <Button
          variant="secondary"
          disabled={postId === null}
          aria-describedby={postId === null ? hintId : undefined}
          loading={creating}
          loadingLabel="Creating the preview link"
          onClick={() => void preview(previewBody())}
        >
          Preview
        </Button>
        {revisions && <RevisionsButton target={revisions} />}
      </div>
      {postId === null && (
        <p id={hintId} className={styles.hint}>
          Save the post once to preview it.
        </p>
      )}
      {problem && <ErrorNotice problem={problem} />}
      {link && <PreviewLinkNote link={link} reach="anyone with it can see this version" />}
    </section>
  );
}
