import * as styles from './DataTable.css';

/** Holds the space of rows still to be rendered; hidden from assistive technology. */
export function SpacerRow({ height, columnCount }: { height: number; columnCount: number }) {
  if (height === 0) return null;
  return (
    <tr aria-hidden="true" className={styles.spacerRow} style={{ height }}>
      <td colSpan={columnCount} className={styles.spacerCell} />
    </tr>
  );
}
