import { FormattedMessage } from 'react-intl';
import * as styles from './PageLoading.css';

/** Shown while a page's code arrives; a status, so screen readers announce it without moving focus. */
export function PageLoading() {
  return (
    <p role="status" className={styles.loading}>
      <FormattedMessage id="app.loadingPage" />
    </p>
  );
}
