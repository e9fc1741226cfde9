import { Button } from '@fns/design-system';
import { useState } from 'react';
import { ErrorNotice } from '../../../components/error-notice';
import type { Taxonomy } from '../../../lib/taxonomy-api';
import type { PostFormValues } from '../post-form';
import { CompareDialog } from './compare-dialog';
import type { VersionConflict } from './use-version-conflict';

interface ConflictNoticeProps {
  conflict: VersionConflict;
  yours: PostFormValues;
  categories: Taxonomy[];
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

/** The server's message about the newer version, and "Compare versions" to settle it. The form stays as it is. */
export function ConflictNotice({ conflict, yours, categories, onKeepMine, onTakeTheirs }: ConflictNoticeProps) {
  const [comparing, setComparing] = useState(false);
  const settle = (choice: () => void) => () => {
    setComparing(false);
    choice();
  };
  return (
    <>
      <ErrorNotice problem={{ message: conflict.message, authFailure: false }}>
        <Button variant="tertiary" aria-haspopup="dialog" onClick={() => setComparing(true)}>
          Compare versions
        </Button>
      </ErrorNotice>
      <CompareDialog
        open={comparing}
        onClose={() => setComparing(false)}
        yours={yours}
        theirs={conflict.theirs}
        categories={categories}
        onKeepMine={settle(onKeepMine)}
        onTakeTheirs={settle(onTakeTheirs)}
      />
    </>
  );
}
