import * as styles from './Pagination.css';

const paths = {
  first: 'M11.5 4l-4 4 4 4M4.5 4v8',
  previous: 'M10 4l-4 4 4 4',
  next: 'M6 4l4 4-4 4',
  last: 'M4.5 4l4 4-4 4M11.5 4v8',
} as const;

/** The arrow of a page button; the button's label names it. */
export function PageIcon({ direction }: { direction: keyof typeof paths }) {
  return (
    <svg viewBox="0 0 16 16" fill="none" aria-hidden="true" className={styles.icon}>
      <path d={paths[direction]} stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
