import * as styles from './DataTable.css';

const paths = {
  ascending: 'M8 3.5v9M4.5 7 8 3.5 11.5 7',
  descending: 'M8 12.5v-9M4.5 9 8 12.5 11.5 9',
  none: 'M5 6.5 8 3.5l3 3M5 9.5l3 3 3-3',
} as const;

/** The arrow beside a sortable header; the header's `aria-sort` tells assistive technology the same. */
export function SortIcon({ direction }: { direction: keyof typeof paths }) {
  return (
    <svg viewBox="0 0 16 16" fill="none" aria-hidden="true" className={styles.sortIcon[direction]}>
      <path d={paths[direction]} stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
