import type { BotChallenge } from '@partner-insights/contracts';
import { PressHoldChallenge } from '@partner-insights/ui';
import { useStores } from '../../stores/StoresContext';

/** The press-and-hold challenge of a 412 answer; a refused proof comes back as a fresh challenge to try again. */
export function BotChallengeDialog({ challenge: { challenge, refusal } }: { readonly challenge: BotChallenge }) {
  const { botCheck } = useStores();
  return (
    <PressHoldChallenge
      challenge={challenge}
      holdDurationMs={challenge.holdMs}
      isRetry={refusal !== undefined}
      onComplete={(completion) => botCheck.complete(completion)}
      onCancel={() => botCheck.cancel()}
    />
  );
}
