import { TextField, type TextFieldProps } from '@fns/design-system/forms';
import { libraryThumbnailOf } from '../../lib/media-api';
import { MediaPicker } from '../media/media-picker';
import { FIELD_LIMITS, toAbsoluteUrl } from './post-form';
import styles from './post-editor-page.module.scss';

interface ImageUrlFieldProps extends Omit<TextFieldProps, 'type' | 'label' | 'value'> {
  label: string;
  value: string;
  /** Receives the chosen image's absolute URL, which the form stores as its site path again. */
  onChoose: (url: string) => void;
}

/**
 * An image field: a URL input (SPEC), with "Choose image" beside it to upload or pick one from the
 * library, and a small preview of a library image. A URL typed by hand is not fetched while typed.
 */
export function ImageUrlField({ label, value, onChoose, disabled, ...field }: ImageUrlFieldProps) {
  const origin = window.location.origin;
  const thumbnail = libraryThumbnailOf(value, origin);
  return (
    <div className={styles.imageField}>
      <div className={styles.imageRow}>
        <TextField
          label={label}
          type="url"
          maxLength={FIELD_LIMITS.url}
          placeholder="https://"
          className={styles.imageUrl}
          value={value}
          disabled={disabled}
          {...field}
        />
        <MediaPicker fieldLabel={label} disabled={disabled} onChoose={(image) => onChoose(toAbsoluteUrl(image.url, origin))} />
      </div>
      {thumbnail && <img className={styles.imagePreview} src={thumbnail} alt="" />}
    </div>
  );
}
