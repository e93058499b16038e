import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';

import { ToneIcon } from '../Alert/ToneIcon';
import { Button } from '../Button';
import * as statusPanel from '../StatusPanel/statusPanel.css';
import * as styles from './ErrorPanel.css';
import { errorPanelMessages } from './errorPanelMessages';

export interface ErrorPanelProps {
  /** Called by the refresh button; reloads the page unless told. */
  onRefresh?: () => void;
  /** Overrides the localised "Something went wrong". */
  title?: string;
  /** Overrides the localised "Refresh this page to try again". */
  hint?: string;
  /** Overrides the localised "Refresh page". */
  refreshLabel?: string;
}

const reloadPage = () => window.location.reload();

/** Takes the place of content that failed to load, announced at once, with a way to try again. */
export function ErrorPanel({ onRefresh = reloadPage, title, hint, refreshLabel }: ErrorPanelProps) {
  const strings = useLocalizedStringFormatter(errorPanelMessages, '@partner-insights/ui');
  return (
    <div role="alert" className={statusPanel.panel}>
      <ToneIcon tone="critical" className={styles.icon} />
      <p className={statusPanel.title}>{title ?? strings.format('title')}</p>
      <p className={statusPanel.text}>{hint ?? strings.format('hint')}</p>
      <Button variant="secondary" onPress={onRefresh}>
        {refreshLabel ?? strings.format('refresh')}
      </Button>
    </div>
  );
}
