import { Button } from '@partner-insights/ui';
import { FormattedMessage } from 'react-intl';
import * as styles from './RouteErrorPage.css';

/**
 * Replaces a page whose code could not load (or that failed to render). A failed code load is remembered until
 * the document reloads, so the way out is a reload.
 */
export function RouteErrorPage() {
  return (
    <div className={styles.panel}>
      <h1 className={styles.title}>
        <FormattedMessage id="routeError.title" />
      </h1>
      <p className={styles.hint}>
        <FormattedMessage id="routeError.hint" />
      </p>
      <Button onPress={() => window.location.reload()}>
        <FormattedMessage id="routeError.refresh" />
      </Button>
    </div>
  );
}
