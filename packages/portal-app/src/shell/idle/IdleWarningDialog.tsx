import { Button, Dialog } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useStores } from '../../stores/StoresContext';

/**
 * Offers to stay signed in shortly before the idle deadline. It opens over the page, which stays mounted, so what
 * the reader was typing is still there when they come back.
 */
export const IdleWarningDialog = observer(function IdleWarningDialog() {
  const { session } = useStores();
  const { formatMessage } = useIntl();
  const navigate = useNavigate();
  return (
    <Dialog
      isOpen={session.idlePhase === 'warning'}
      // Escape counts as being back: the session stays.
      onOpenChange={(isOpen) => !isOpen && void session.keepAlive()}
      role="alertdialog"
      size="small"
      isDismissable={false}
      title={formatMessage({ id: 'idle.warning.title' })}
      actions={
        <>
          <Button variant="secondary" onPress={() => navigate('/logout')}>
            <FormattedMessage id="idle.warning.signOut" />
          </Button>
          <Button onPress={() => void session.keepAlive()}>
            <FormattedMessage id="idle.warning.staySignedIn" />
          </Button>
        </>
      }
    >
      <FormattedMessage id="idle.warning.description" />
    </Dialog>
  );
});
