import { fieldStyles } from '../Field';

/** The "opens a list" cue at the end of a dropdown's control. */
export function ChevronDownIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="none" aria-hidden="true" className={fieldStyles.triggerIcon}>
      <path d="M4 6l4 4 4-4" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
