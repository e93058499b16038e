import * as styles from './listBox.css';

const tickPath = 'M3 8.5l3.5 3.5L13 4.5';

export interface OptionContentProps {
  label: string;
  selectionMode: 'single' | 'multiple';
}

/**
 * What an option shows: a tick for the chosen option of a single selection, a checkbox for each option of a
 * multiple one. The visuals are decorative: react-aria announces the option's selected state.
 */
export function OptionContent({ label, selectionMode }: OptionContentProps) {
  return selectionMode === 'multiple' ? (
    <>
      <span className={styles.checkbox} aria-hidden="true">
        <svg viewBox="0 0 16 16" fill="none" className={styles.checkboxTick}>
          <path d={tickPath} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <span className={styles.optionLabel}>{label}</span>
    </>
  ) : (
    <>
      <span className={styles.optionLabel}>{label}</span>
      <svg viewBox="0 0 16 16" fill="none" aria-hidden="true" className={styles.checkmark}>
        <path d={tickPath} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </>
  );
}
