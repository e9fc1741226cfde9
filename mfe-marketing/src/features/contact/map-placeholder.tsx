import { OFFICE_ADDRESS } from './contact-content';
import styles from './map-placeholder.module.scss';

/** A drawn stand-in for a map (SPEC: placeholder map area); no third-party map is loaded. */
export function MapPlaceholder() {
  return (
    <div className={styles.map} role="img" aria-label={`Map placeholder: our office at ${OFFICE_ADDRESS}`}>
      <svg className={styles.streets} viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
        <path d="M-20 210 L420 80" className={styles.avenue} />
        <path d="M40 -20 L160 320" className={styles.street} />
        <path d="M230 -20 L300 320" className={styles.street} />
        <path d="M-20 120 L420 150" className={styles.street} />
        <path d="M-20 260 L420 250" className={styles.street} />
        <path d="M330 -20 L380 320" className={styles.street} />
        <rect x="250" y="180" width="70" height="45" rx="6" className={styles.park} />
      </svg>
      <div className={styles.pin}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 23s-8-6.5-8-13a8 8 0 0 1 16 0c0 6.5-8 13-8 13z" />
          <circle cx="12" cy="10" r="3" />
        </svg>
      </div>
      <p className={styles.label} aria-hidden="true">
        <strong>Founders Never Solo HQ</strong>
        <span>{OFFICE_ADDRESS}</span>
      </p>
    </div>
  );
}
