import { useId, useState } from 'react';
import { Button as AriaButton, useLocale } from 'react-aria-components';
import { VisuallyHidden } from 'react-aria/VisuallyHidden';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';

import { Dialog } from '../Dialog';
import { AccessibleCheck } from './AccessibleCheck';
import { challengeLocaleFor } from './challengeLocale';
import { HoldButton } from './HoldButton';
import * as styles from './PressHoldChallenge.css';
import { pressHoldChallengeMessages, type PressHoldChallengeMessage } from './pressHoldChallengeMessages';
import { useHoldToConfirm } from './useHoldToConfirm';

/** The challenge the server sent with its 412 answer; opaque to the component beyond these fields. */
export interface BotChallenge {
  id: string;
  kind: string;
  /** A question for the accessible check, when the server offers one. */
  prompt?: string;
}

/** What the user did, for the app to send to the server as proof before retrying the blocked request. */
export interface ChallengeCompletion {
  challengeId: string;
  method: 'hold' | 'alternative';
  /** How long the button was held, measured. */
  heldMs?: number;
  /** The answer to the server's prompt. */
  answer?: string;
}

export interface PressHoldChallengeProps {
  challenge: BotChallenge;
  /** How long the button must be held (default 3000 ms). */
  holdDurationMs?: number;
  onComplete: (completion: ChallengeCompletion) => void;
  /** Called when the user closes the challenge without completing it. */
  onCancel?: () => void;
  /** The server refused the last completion and sent this challenge instead: it opens with "Please try again". */
  isRetry?: boolean;
  /** Replacements for any shipped text (each defaults to the current language's). */
  labels?: Partial<Record<PressHoldChallengeMessage, string>>;
}

/**
 * The bot check shown when the server answers 412: hold a button until it fills, with pointer, touch,
 * Space or Enter. People who cannot press and hold choose an accessible check instead (WCAG 2.5.7, 2.2.1).
 * The component only reports what the user did (`onComplete`); the proof is the server's to judge.
 */
export function PressHoldChallenge({
  challenge,
  holdDurationMs = 3000,
  onComplete,
  onCancel,
  isRetry = false,
  labels,
}: PressHoldChallengeProps) {
  const strings = useLocalizedStringFormatter(pressHoldChallengeMessages, '@partner-insights/ui');
  const text = (key: PressHoldChallengeMessage) => labels?.[key] ?? strings.format(key);
  const { locale } = useLocale();
  const instructionId = useId();
  const [usesAlternative, setUsesAlternative] = useState(false);
  const hold = useHoldToConfirm(holdDurationMs, (heldMs) =>
    onComplete({ challengeId: challenge.id, method: 'hold', heldMs }),
  );

  return (
    <Dialog
      isOpen
      size="small"
      title={text('title')}
      onOpenChange={(isOpen) => {
        if (!isOpen) onCancel?.();
      }}
    >
      <div lang={challengeLocaleFor(locale)} className={styles.content}>
        {usesAlternative ? (
          <AccessibleCheck
            prompt={challenge.prompt}
            labels={{
              instruction: text('alternativeInstruction'),
              confirm: text('confirmHuman'),
            }}
            onConfirm={(answer) => onComplete({ challengeId: challenge.id, method: 'alternative', answer })}
          />
        ) : (
          <>
            <p id={instructionId} className={styles.instruction}>
              {text('instruction')}
            </p>
            <HoldButton
              status={hold.status}
              holdDurationMs={holdDurationMs}
              label={hold.status === 'done' ? text('done') : text('pressAndHold')}
              describedBy={instructionId}
              onHoldStart={hold.start}
              onHoldEnd={hold.end}
            />
            {/* Announces the outcome; "Done" is already on the button, so only readers hear it here. */}
            <p role="status" data-status={hold.status} className={styles.status}>
              {(hold.status === 'retry' || (isRetry && hold.status === 'idle')) && text('tryAgain')}
              {hold.status === 'done' && <VisuallyHidden elementType="span">{text('done')}</VisuallyHidden>}
            </p>
            <AriaButton className={styles.alternativeLink} onPress={() => setUsesAlternative(true)}>
              {text('useAlternative')}
            </AriaButton>
          </>
        )}
      </div>
    </Dialog>
  );
}
