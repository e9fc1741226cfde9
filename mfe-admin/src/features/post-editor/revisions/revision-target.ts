import type { RevisionSummary } from '@fns/contracts';
import type { EditablePost } from '../../../lib/post-types';
import type { Taxonomy } from '../../../lib/taxonomy-api';
import type { PostFormValues } from '../post-form';

/** What the revisions dialog works on: the post, the form it compares each revision with, and where a restore goes. */
export interface RevisionTarget {
  postId: number;
  current: PostFormValues;
  categories: Taxonomy[];
  /** The version the form is based on, sent with a restore (a stale one is refused like a save). */
  version: number | null;
  onRestored: (post: EditablePost, revision: RevisionSummary) => void;
  /** Takes over a refused restore that met a newer version (true), or leaves it to the dialog (false). */
  isConflict: (error: unknown) => Promise<boolean>;
}
