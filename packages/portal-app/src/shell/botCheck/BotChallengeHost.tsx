import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useStores } from '../../stores/StoresContext';

// Few readers ever meet the challenge: its code loads the first time one is asked.
const BotChallengeDialog = lazy(() =>
  import('./BotChallengeDialog').then(({ BotChallengeDialog }) => ({ default: BotChallengeDialog })),
);

/** Shows the bot challenge a call is waiting on, over whatever page made the call. */
export const BotChallengeHost = observer(function BotChallengeHost() {
  const { challenge } = useStores().botCheck;
  if (!challenge) return null;
  return (
    <Suspense fallback={null}>
      <BotChallengeDialog key={challenge.challenge.id} challenge={challenge} />
    </Suspense>
  );
});
