import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { useStores } from '../../stores/StoresContext';

// Most visits never go idle: the dialogs' code loads the first time the session needs one.
const IdleWarningDialog = lazy(() =>
  import('./IdleWarningDialog').then(({ IdleWarningDialog }) => ({ default: IdleWarningDialog })),
);
const TimedOutDialog = lazy(() =>
  import('./TimedOutDialog').then(({ TimedOutDialog }) => ({ default: TimedOutDialog })),
);

/** The idle warning and the timed-out notice, mounted from the first time the session leaves its active phase. */
export const IdleDialogs = observer(function IdleDialogs() {
  const { session } = useStores();
  const [needed, setNeeded] = useState(false);
  // Stays mounted once needed, so a dialog closing again animates out and hands focus back.
  if (!needed && session.idlePhase !== 'active') setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <IdleWarningDialog />
      <TimedOutDialog />
    </Suspense>
  );
});
