import { Button } from '@fns/design-system';
import { Dialog } from '@fns/design-system/dialog';
import type { EditablePost } from '../../../lib/post-types';
import type { Taxonomy } from '../../../lib/taxonomy-api';
import { fieldChanges } from '../changes/field-changes';
import { FieldChangesTable } from '../changes/field-changes-table';
import { toFormValues, type PostFormValues } from '../post-form';
import styles from './conflict.module.scss';

interface CompareDialogProps {
  open: boolean;
  onClose: () => void;
  yours: PostFormValues;
  theirs: EditablePost;
  categories: Taxonomy[];
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

/** The form (Yours) beside the post as saved now (Theirs), field by field, and the two ways to settle it. */
export function CompareDialog({ open, onClose, yours, theirs, categories, onKeepMine, onTakeTheirs }: CompareDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Compare versions"
      description="Your form beside the version saved since you opened the post."
      className={styles.dialog}
    >
      <FieldChangesTable
        changes={fieldChanges(yours, toFormValues(theirs, window.location.origin), categories)}
        caption="Fields that differ"
        beforeHeading="Yours"
        afterHeading="Theirs"
        sameText="No field differs: saving yours changes nothing they wrote."
      />
      <ul className={styles.choices}>
        <li>
          <Button variant="primary" onClick={onKeepMine}>
            Keep mine
          </Button>
          <span>Saves your form over their version.</span>
        </li>
        <li>
          <Button variant="tertiary" onClick={onTakeTheirs}>
            Take theirs
          </Button>
          <span>Puts their version in the form; your changes are dropped.</span>
        </li>
      </ul>
    </Dialog>
  );
}
