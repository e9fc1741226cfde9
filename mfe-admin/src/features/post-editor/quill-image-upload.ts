import type { Delta } from 'quill/core';
import { IMAGE_ACCEPT } from '../../lib/media-api';
import type { MediaImage } from '../../lib/media-types';

type TextChange = (delta: Pick<Delta, 'transformPosition'>) => void;

/** What placing an uploaded image needs of Quill (a narrow type, so a test can stand in for Quill). */
export interface ImageEditor {
  getSelection(focus: true): { index: number };
  insertEmbed(index: number, embed: 'image', url: string, source: 'api'): unknown;
  on(event: 'text-change', handler: TextChange): unknown;
  off(event: 'text-change', handler: TextChange): unknown;
}

function hiddenImageInput(): HTMLInputElement {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = IMAGE_ACCEPT;
  input.hidden = true;
  return input;
}

/** Asks for an image file of SPEC's types, through one hidden file input kept in `container`. */
export function chooseImageFile(container: HTMLElement, onFile: (file: File) => void): void {
  const input = container.querySelector<HTMLInputElement>(':scope > input[type=file]') ?? container.appendChild(hiddenImageInput());
  input.onchange = () => {
    const file = input.files?.[0];
    input.value = '';
    if (file) onFile(file);
  };
  input.click();
}

/**
 * Uploads `file` and inserts the image where the cursor was when it was asked for, by its site path
 * (stored HTML then survives a change of domain). The editor stays usable meanwhile: edits made
 * during the upload move that place along, as they move the cursor. A failed upload inserts nothing.
 */
export async function insertUploadedImage(
  editor: ImageEditor,
  file: File,
  upload: (file: File) => Promise<MediaImage | null>,
): Promise<void> {
  let index = editor.getSelection(true).index;
  const follow: TextChange = (delta) => {
    index = delta.transformPosition(index);
  };
  editor.on('text-change', follow);
  try {
    const image = await upload(file);
    // 'api' rather than 'user': it lands even while the editor is disabled for a save that may fail.
    if (image) editor.insertEmbed(index, 'image', image.url, 'api');
  } finally {
    editor.off('text-change', follow);
  }
}
