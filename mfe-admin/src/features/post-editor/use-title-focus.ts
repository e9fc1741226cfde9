import { useEffect, useRef } from 'react';

/**
 * After the form's values are replaced as a whole (a local copy restored, their version taken), the
 * button used for it is gone: the focus goes to the Title field of the form as it renders next.
 */
export function useTitleFocus() {
  const formRef = useRef<HTMLFormElement>(null);
  const pending = useRef(false);

  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    formRef.current?.querySelector<HTMLInputElement>('input[name="title"]')?.focus();
  });

  /** `action`, then the focus on the title. */
  const thenFocusTitle = (action: () => void) => () => {
    pending.current = true;
    action();
  };

  return { formRef, thenFocusTitle };
}
