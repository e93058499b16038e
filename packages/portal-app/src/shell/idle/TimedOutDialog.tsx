import { Button, Dialog } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { loginPath } from '../../routes/routeGuards';
import { useReturnPath } from '../../routes/useReturnPath';
import { useStores } from '../../stores/StoresContext';

/** The spec's notice once the idle deadline passed; its login button comes back to the current page. */
export const TimedOutDialog = observer(function TimedOutDialog() {
  const { session } = useStores();
  const { formatMessage } = useIntl();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const logIn = (): void => {
    session.acknowledgeTimeout();
    navigate(loginPath(returnPath));
  };
  return (
    <Dialog
      isOpen={session.idlePhase === 'timedOut'}
      onOpenChange={(isOpen) => !isOpen && logIn()}
      role="alertdialog"
      size="small"
      isDismissable={false}
      title={formatMessage({ id: 'idle.timedOut.title' })}
      actions={
        <Button onPress={logIn}>
          <FormattedMessage id="idle.timedOut.logIn" />
        </Button>
      }
    >
      <FormattedMessage id="idle.timedOut.description" />
    </Dialog>
  );
});
