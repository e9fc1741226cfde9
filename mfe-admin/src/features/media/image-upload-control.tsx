import { useId, type ChangeEvent } from 'react';
import { IMAGE_ACCEPT } from '../../lib/media-api';
import type { MediaImage } from '../../lib/media-types';
import { UploadStatus } from './upload-status';
import { useImageUpload } from './use-image-upload';
import styles from './media.module.scss';

/** A labelled file input that uploads the chosen image to the library at once. */
export function ImageUploadControl({ onUploaded }: { onUploaded: (image: MediaImage) => void }) {
  const inputId = useId();
  const hintId = useId();
  const { uploading, problem, upload } = useImageUpload();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so that the same file can be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    void upload(file).then((image) => {
      if (image) onUploaded(image);
    });
  };

  return (
    <div className={styles.upload}>
      <label htmlFor={inputId} className={styles.uploadLabel}>
        Upload an image
      </label>
      <p id={hintId} className={styles.hint}>
        PNG, GIF, JPEG, BMP or ICO, at most 10&nbsp;MB.
      </p>
      <input id={inputId} type="file" accept={IMAGE_ACCEPT} aria-describedby={hintId} className={styles.fileInput} onChange={onChange} />
      <UploadStatus uploading={uploading} problem={problem} />
    </div>
  );
}
