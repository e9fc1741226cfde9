import { useEffect, useRef } from 'react';
import { thumbnailUrl } from '../../lib/media-api';
import type { LibraryImage } from '../../lib/media-types';
import styles from './media.module.scss';

interface ImageGridProps {
  images: LibraryImage[];
  labelledBy: string;
  /** The image that takes the focus once it is shown: the first of a page just asked for. */
  focusIndex: number | null;
  onChoose: (image: LibraryImage) => void;
}

/** One button per image, its thumbnail and its name and size as its text. */
export function ImageGrid({ images, labelledBy, focusIndex, onChoose }: ImageGridProps) {
  const focusRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    focusRef.current?.focus();
  }, [focusIndex, images.length]);

  return (
    <ul className={styles.grid} aria-labelledby={labelledBy}>
      {images.map((image, index) => (
        <li key={image.id}>
          <button ref={index === focusIndex ? focusRef : undefined} type="button" className={styles.choice} onClick={() => onChoose(image)}>
            <img className={styles.thumbnail} src={thumbnailUrl(image.url)} alt="" loading="lazy" />
            <span className={styles.name}>{image.name}</span>{' '}
            <span className={styles.dimensions}>
              {image.width} × {image.height}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
