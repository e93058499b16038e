import { Alert } from '@partner-insights/ui';
import { useIntl } from 'react-intl';

/** In place of an action that writes, for a user who views only (a spectator): says why it is not offered. */
export function ViewOnlyNotice() {
  return <Alert tone="info">{useIntl().formatMessage({ id: 'viewOnly.notice' })}</Alert>;
}
