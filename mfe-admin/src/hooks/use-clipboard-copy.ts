import { useState } from 'react';

/** What the status beside a copy button says once it has been pressed. */
export interface CopyTexts {
  copied: string;
  failed: string;
}

/** Copies `text` to the clipboard on `copy()`; `status` says how that went (empty until then), for a role="status" beside the button. */
export function useClipboardCopy(text: string, texts: CopyTexts) {
  const [status, setStatus] = useState('');

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(texts.copied);
    } catch {
      setStatus(texts.failed); // refused, or no clipboard (a page not served over https)
    }
  }

  return { status, copy };
}
