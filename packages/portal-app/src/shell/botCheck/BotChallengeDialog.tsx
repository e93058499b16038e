import type { BotChallenge } from '@partner-insights/contracts';
import { PressHoldChallenge } from '@partner-insights/ui';
import { useStores } from '../../stores/StoresContext';
import { useProofOfWork } from './useProofOfWork';

/**
 * The press-and-hold challenge of a 412 answer; a refused proof comes back as a fresh challenge to try again.
 * Either way through is sent only with the puzzle solved, which the browser works on while the person holds.
 */
export function BotChallengeDialog({ challenge: { challenge, refusal } }: { readonly challenge: BotChallenge }) {
  const { botCheck } = useStores();
  const solution = useProofOfWork(challenge.work);
  return (
    <PressHoldChallenge
      challenge={challenge}
      holdDurationMs={challenge.holdMs}
      isRetry={refusal !== undefined}
      onComplete={(completion) =>
        void solution().then((nonce) => {
          if (nonce !== undefined) botCheck.complete({ ...completion, nonce });
        })
      }
      onCancel={() => botCheck.cancel()}
    />
  );
}
