import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { MediaImage } from '../media-image/media-image';
import { clampPercent, positionAfterKey, positionAt, SLIDER_DEFAULT } from './slider-math';
import styles from './comparison-slider.module.scss';

export interface ComparisonSliderProps {
  beforeImage: string;
  afterImage: string;
  beforeAlt: string;
  afterAlt: string;
  /** The images' displayed width per viewport, as the `sizes` attribute reads it. */
  sizes: string;
  /** Blurs to show until the images load, by image URL (the post's `imagePlaceholders`). */
  placeholders?: Readonly<Record<string, string>>;
  /** 0 shows only the before image, 100 only the after image. */
  initialPosition?: number;
}

/** Before/after images split by a draggable handle (mouse, touch or keyboard). */
export function ComparisonSlider({
  beforeImage,
  afterImage,
  beforeAlt,
  afterAlt,
  sizes,
  placeholders = {},
  initialPosition = SLIDER_DEFAULT,
}: ComparisonSliderProps) {
  const [position, setPosition] = useState(() => clampPercent(initialPosition));
  const frameRef = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const moveTo = (clientX: number) => {
    const frame = frameRef.current?.getBoundingClientRect();
    if (frame) setPosition(Math.round(positionAt(clientX, frame)));
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    moveTo(event.clientX);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) moveTo(event.clientX);
  };
  const endDrag = () => {
    dragging.current = false;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = positionAfterKey(event.key, position);
    if (next === null) return;
    event.preventDefault();
    setPosition(next);
  };

  return (
    <figure className={styles.slider}>
      <div
        ref={frameRef}
        className={styles.frame}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <MediaImage
          className={styles.image}
          src={beforeImage}
          placeholder={placeholders[beforeImage]}
          sizes={sizes}
          alt={beforeAlt}
          draggable={false}
        />
        <MediaImage
          className={`${styles.image} ${styles.after}`}
          src={afterImage}
          placeholder={placeholders[afterImage]}
          sizes={sizes}
          alt={afterAlt}
          draggable={false}
          style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}
        />
        <span className={`${styles.label} ${styles.afterLabel}`} aria-hidden="true">
          After
        </span>
        <span className={`${styles.label} ${styles.beforeLabel}`} aria-hidden="true">
          Before
        </span>
        <div
          className={styles.handle}
          style={{ left: `${position}%` }}
          role="slider"
          tabIndex={0}
          aria-label="Before and after comparison"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={position}
          aria-valuetext={`${position}% after, ${100 - position}% before`}
          onKeyDown={onKeyDown}
        />
      </div>
      <figcaption className={styles.controls}>
        <button type="button" onClick={() => setPosition(0)}>
          Before
        </button>
        <button type="button" onClick={() => setPosition(SLIDER_DEFAULT)}>
          50/50
        </button>
        <button type="button" onClick={() => setPosition(100)}>
          After
        </button>
      </figcaption>
    </figure>
  );
}
