import type { BulkPreviewRow } from '@partner-insights/contracts';
import { useIntl } from 'react-intl';
import * as styles from './BulkUpload.css';

/** Rows shown in the dialog; the rest are in the counts and the rejected rows' file. */
export const PREVIEW_ROWS_SHOWN = 100;

/** The preview row by row, the rows with errors first: what each does, or why it cannot. */
export function BulkPreviewTable({ rows }: { readonly rows: readonly BulkPreviewRow[] }) {
  const intl = useIntl();
  const shown = [...rows]
    .sort((a, b) => Number(b.action === 'error') - Number(a.action === 'error') || a.rowNumber - b.rowNumber)
    .slice(0, PREVIEW_ROWS_SHOWN);
  const resultOf = ({ action, problems }: BulkPreviewRow) =>
    action === 'error'
      ? problems.map((problem) => intl.formatMessage({ id: `bulkUsers.problem.${problem}` })).join('; ')
      : intl.formatMessage({ id: `bulkUsers.action.${action}` });
  return (
    <>
      {/* Scrolls on its own: focusable so that keyboard users can scroll it too. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.tableArea} tabIndex={0} role="region" aria-labelledby="bulk-preview-caption">
        <table className={styles.table}>
          <caption id="bulk-preview-caption" className={styles.caption}>
            {intl.formatMessage({ id: 'bulkUsers.preview.caption' })}
          </caption>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">
                {intl.formatMessage({ id: 'bulkUsers.preview.row' })}
              </th>
              <th className={styles.cell} scope="col">
                {intl.formatMessage({ id: 'bulkUsers.preview.email' })}
              </th>
              <th className={styles.cell} scope="col">
                {intl.formatMessage({ id: 'bulkUsers.preview.result' })}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.rowNumber}>
                <td className={styles.cell}>{intl.formatNumber(row.rowNumber)}</td>
                <td className={styles.cell}>{row.email}</td>
                <td className={styles.cell}>{resultOf(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > shown.length && (
        <p className={styles.note}>
          {intl.formatMessage({ id: 'bulkUsers.preview.more' }, { shown: shown.length, total: rows.length })}
        </p>
      )}
    </>
  );
}
