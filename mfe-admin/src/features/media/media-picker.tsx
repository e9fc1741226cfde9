import { Button } from '@fns/design-system';
import { Dialog } from '@fns/design-system/dialog';
import { useState } from 'react';
import type { MediaImage } from '../../lib/media-types';
import { ImageUploadControl } from './image-upload-control';
import { MediaLibrary } from './media-library';

interface MediaPickerProps {
  /** The field the image is for, e.g. "Image URL": it names the button and the dialog's purpose. */
  fieldLabel: string;
  disabled?: boolean;
  onChoose: (image: MediaImage) => void;
}

/**
 * "Choose image" and its dialog: upload a new image or pick one of the library. Either closes the
 * dialog, and the dialog hands the focus back to the button.
 */
export function MediaPicker({ fieldLabel, disabled = false, onChoose }: MediaPickerProps) {
  const [open, setOpen] = useState(false);
  const choose = (image: MediaImage) => {
    onChoose(image);
    setOpen(false);
  };

  return (
    <>
      <Button
        variant="tertiary"
        size="form"
        aria-label={`Choose image for ${fieldLabel}`}
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        Choose image
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Choose image"
        description={`For ${fieldLabel}: upload a new image, or pick one from the library.`}
      >
        <ImageUploadControl onUploaded={choose} />
        <MediaLibrary onChoose={choose} />
      </Dialog>
    </>
  );
}
