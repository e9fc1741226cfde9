import { PHASES, type Phase } from '../../lib/phases';
import styles from './phase-filter.module.scss';

/** Four toggle buttons; pressing the active phase clears the filter (SPEC section 4). */
export function PhaseFilter({ active, onChange }: { active: Phase | null; onChange: (phase: Phase | null) => void }) {
  return (
    <div className={styles.filter} role="group" aria-label="Filter stories by phase">
      {PHASES.map((phase) => (
        <button
          key={phase}
          type="button"
          className={styles.phase}
          aria-pressed={active === phase}
          onClick={() => onChange(active === phase ? null : phase)}
        >
          {phase}
        </button>
      ))}
    </div>
  );
}
